// Web push in the service worker (issue 20). vite-plugin-pwa's generated sw.js loads this file
// with importScripts (vite.config.ts `workbox.importScripts`; scripts/push-sw-plugin.ts builds it
// as one classic script). A push shows a system notification unless a window of the app has the
// focus, which gets it as a message and shows a toast; a tap on the notification focuses a window
// of the app on the notice's screen, or opens one.
import { PUSH_MESSAGE, payloadOf, windowForTap, windowShowingApp, type PushMessage } from './push-rules.ts';

declare const self: ServiceWorkerGlobalScope & { openNotification?: typeof openNotification };
type BadgeNavigator = WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };

const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function onPush(data: unknown): Promise<void> {
  const payload = payloadOf(data);
  if (!payload) return;
  const open = windowShowingApp(await windows());
  if (open) {
    const message: PushMessage = { type: PUSH_MESSAGE, payload };
    open.postMessage(message);
    return;
  }
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    data: payload,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    timestamp: payload.at,
  } as NotificationOptions);
  // The app icon's mark: the exact count needs the inbox, which the app sets when it opens (a dot till then).
  await (self.navigator as BadgeNavigator).setAppBadge?.().catch(() => undefined);
}

/** A tap: the notice's screen in a window of the app, brought forward, or in a new one. */
async function openNotification(notification: Notification): Promise<void> {
  notification.close();
  const payload = payloadOf(notification.data);
  const url = new URL(payload?.url ?? '/', self.location.origin).href;
  const target = windowForTap(await windows());
  if (target) {
    // Brought forward where the browser allows it (only from a tap); the window goes to the screen either way.
    const shown = await target.focus().catch(() => target);
    await shown.navigate(url).catch(() => shown.postMessage({ type: PUSH_MESSAGE, payload, open: true }));
    return;
  }
  await self.clients.openWindow(url);
}
// The tap's own function on the worker's scope: a headless browser cannot click a system
// notification, so tests/e2e/push-notifications.spec.ts runs this one on a shown notification.
self.openNotification = openNotification;

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    /* not JSON: not ours */
  }
  event.waitUntil(onPush(data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification));
});
