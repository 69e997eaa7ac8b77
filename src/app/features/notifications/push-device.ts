// This device's web push subscription (issue 20): the browser's PushManager on the service
// worker's registration, and the server's record of it (contract/calls/push.ts). The permission
// prompt is only ever opened from a tap (NotificationSettings), never on load.
import { pushCalls } from '../../../contract/calls/push.ts';
import type { PushDevice, PushKind } from '../../../contract/push.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { isIosSafariInstallable } from '../install/standalone.ts';

const api = apiFor(pushCalls);

/** ready: the browser can subscribe; install-first: iOS allows web push to a home-screen app only (16.4+). */
export type PushSupport = 'ready' | 'unsupported' | 'install-first';

export function pushSupport(win: Window = window): PushSupport {
  if (isIosSafariInstallable(win)) return 'install-first';
  if (!('serviceWorker' in win.navigator) || !('PushManager' in win) || !('Notification' in win)) return 'unsupported';
  return 'ready';
}

/** The worker registers once the first screen is in (lib/service-worker.ts): a tap soon after start waits for it. */
const REGISTRATION_WAIT_MS = 15_000;

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), REGISTRATION_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's subscription, if any (without waiting for a worker that may never come). */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'ready') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** What the server holds for this device: subscribed or not, and to which kinds. */
export async function deviceState(): Promise<PushDevice> {
  const subscription = await currentSubscription();
  if (!subscription) return { subscribed: false, kinds: [] };
  return api('pushDevice', { endpoint: subscription.endpoint });
}

/**
 * Subscribes this browser with the server's key (once the person has granted the permission) and
 * tells the server the kinds. A subscription made for another key (the server's keys changed) is
 * ended and made again, since a push service accepts only pushes signed with its own key.
 */
export async function subscribeDevice(kinds: readonly PushKind[]): Promise<PushDevice> {
  const reg = await registration();
  const key = bytesOf((await api('pushKey', {})).public_key);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  return api('pushSubscribe', { endpoint: endpoint ?? '', p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '', kinds: kinds.join(',') });
}

/** New switches for this device; none left ends the subscription. */
export async function setDeviceKinds(kinds: readonly PushKind[]): Promise<PushDevice> {
  const subscription = await currentSubscription();
  if (!subscription) return subscribeDevice(kinds);
  if (kinds.length === 0) {
    await forgetDevice();
    return { subscribed: false, kinds: [] };
  }
  return api('pushKinds', { endpoint: subscription.endpoint, kinds: kinds.join(',') });
}

/**
 * Ends this device's subscription, on the server (with `token` at logout, whose session is about
 * to end) and in the browser, so the next person to sign in here starts with notifications off.
 * Best effort: the server also removes a logged-out session's subscriptions by itself.
 */
export async function forgetDevice(token?: string): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await api('pushUnsubscribe', { endpoint: subscription.endpoint }, { token, silent: true, initial: true }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
