// Web push (issue 20): the server's VAPID public key, and this device's subscription for the
// logged-in user (demo included). Not in SPEC.md. calls.ts joins every domain's table.
import { z } from 'zod/mini';
import { PushDevice, pushKindsInput } from '../push.ts';
import { done, filled, form, get, none, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

/** A PushSubscription's endpoint: the push service's URL for this browser (checked by the server). */
const endpoint = filled(1000);
/** The subscription's keys, base64url: the browser's P-256 public key and its 16-byte auth secret. */
const key = (max: number) => z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]+={0,2}$/), z.maxLength(max));

export const pushCalls = lazyCalls(
  () =>
    ({
      /** The applicationServerKey for PushManager.subscribe (base64url, 65 bytes uncompressed P-256). */
      pushKey: get('/api/push/key', none, z.object({ public_key: z.string() })),
      /**
       * Subscribes this device (PushSubscription.toJSON(): endpoint, keys.p256dh, keys.auth) with the
       * kinds switched on; again with the same endpoint, it replaces them. The texts come in the
       * request's language (the `lang` header), which a later call updates.
       */
      pushSubscribe: form('/api/push/subscribe', z.object({ endpoint, p256dh: key(200), auth: key(100), kinds: pushKindsInput }), PushDevice, 'session'),
      /** Changes the kinds of this device's subscription (and its language, from the request). */
      pushKinds: form('/api/push/kinds', z.object({ endpoint, kinds: pushKindsInput }), PushDevice, 'session'),
      /** Ends this device's subscription. */
      pushUnsubscribe: form('/api/push/unsubscribe', z.object({ endpoint }), done, 'session'),
      /** Whether this device (its endpoint) is subscribed for the logged-in user, and to what. */
      pushDevice: { ...get('/api/push/device', z.object({ endpoint }), PushDevice, 'session'), silent: true },
    }) satisfies Record<string, CallDef>,
);
