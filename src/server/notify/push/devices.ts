import { createECDH } from 'node:crypto';
import type { Lang, PushDevice, PushKind } from '../../../contract/index.ts';
import { isPushKind } from '../../../contract/push.ts';
import { sha256 } from '../../auth/tokens.ts';
import type { Clock } from '../../clock.ts';
import type { PushConfig } from '../../config.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { pushRepository as repo } from '../../db/push-repository.ts';
import { PushDeviceUnknown, PushSubscriptionInvalid } from '../../errors.ts';

/** Browsers one user may have subscribed at once; a new one past it replaces the oldest. */
export const DEVICES_PER_USER = 20;

const kindsText = (kinds: readonly PushKind[]) => kinds.join(',');
export const kindsOf = (text: string): PushKind[] => text.split(',').filter(isPushKind);

/** `*.example.com` matches its subdomains; anything else, the host itself. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase();
  return patterns.some((p) => (p.startsWith('*.') ? name.endsWith(p.slice(1)) && name.length > p.length - 1 : name === p));
}

/**
 * The user's devices (issue 20): subscribe with the browser's PushSubscription, choose kinds,
 * unsubscribe; each for the session's own user only. The server will POST to the endpoint, so
 * only the push services of PUSH_HOSTS are accepted (no address inside our network), over https.
 * The keys must be a P-256 point and a 16-byte secret, or no push could ever be encrypted.
 */
export function createPushDevices(deps: { db: Executor; clock: Clock; config: PushConfig }) {
  const { db, clock, config } = deps;

  function checkEndpoint(endpoint: string) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new PushSubscriptionInvalid();
    }
    const secure = url.protocol === 'https:' || (config.allowHttp && url.protocol === 'http:');
    if (!secure || url.username || url.password || !hostAllowed(url.hostname, config.hosts)) throw new PushSubscriptionInvalid();
  }

  function checkKeys(p256dh: string, auth: string) {
    const point = Buffer.from(p256dh, 'base64url');
    if (point.length !== 65 || point[0] !== 4 || Buffer.from(auth, 'base64url').length !== 16) throw new PushSubscriptionInvalid();
    try {
      // Throws unless the point is on the curve.
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      ecdh.computeSecret(point);
    } catch {
      throw new PushSubscriptionInvalid();
    }
  }

  const deviceOf = (kinds: string): PushDevice => ({ subscribed: true, kinds: kindsOf(kinds) });

  return {
    /**
     * Subscribes the browser for the user (again: replaces kinds, keys and language). An endpoint
     * another user holds moves to this one only with the same keys, i.e. the same browser
     * subscription (its session ended without a logout); otherwise it is refused, unchanged.
     */
    async subscribe(userId: number, sessionToken: string, lang: Lang, input: { endpoint: string; p256dh: string; auth: string; kinds: readonly PushKind[] }): Promise<PushDevice> {
      checkEndpoint(input.endpoint);
      checkKeys(input.p256dh, input.auth);
      const existing = await repo.byEndpoint(db, input.endpoint);
      if (existing && Number(existing.user_id) !== userId && (existing.p256dh !== input.p256dh || existing.auth !== input.auth)) throw new PushDeviceUnknown();
      const kinds = kindsText(input.kinds);
      await repo.upsert(db, { user_id: userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, kinds, lang, session_hash: sha256(sessionToken), created_at: clock.now() });
      await repo.keepNewest(db, userId, DEVICES_PER_USER);
      return deviceOf(kinds);
    },

    /** New kinds (and the language of the texts) for the user's own device. */
    async setKinds(userId: number, lang: Lang, endpoint: string, kinds: readonly PushKind[]): Promise<PushDevice> {
      if (!(await repo.setKinds(db, userId, endpoint, kindsText(kinds), lang))) throw new PushDeviceUnknown();
      return deviceOf(kindsText(kinds));
    },

    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      if (!(await repo.removeOwn(db, userId, endpoint))) throw new PushDeviceUnknown();
    },

    /** Whether the endpoint is subscribed for this user; another user's reads as not subscribed. */
    async device(userId: number, endpoint: string): Promise<PushDevice> {
      const row = await repo.byEndpoint(db, endpoint);
      return row && Number(row.user_id) === userId ? deviceOf(row.kinds) : { subscribed: false, kinds: [] };
    },
  };
}
export type PushDevices = ReturnType<typeof createPushDevices>;
