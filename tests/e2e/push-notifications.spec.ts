import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { demoTrader, ETH, holdPrice, orderSheet, releasePrice } from './helpers/trading.ts';

// Notifications in the browser (issue 20), against the built app's service worker (sw.js, which
// imports sw-push.js) and the real server. Chromium's DevTools protocol delivers a push to the
// worker (ServiceWorker.deliverPushMessage) as a push service would. A headless browser cannot
// click a system notification: the test runs the worker's own tap function (`openNotification`,
// the one its notificationclick handler runs) on the notification the worker showed. Headless
// Chromium cannot reach a push service either (pushManager.subscribe is refused), so the opt-in
// test gives the page a browser subscription of its own, with real P-256 keys, and checks what
// the app sends the server and what the server then holds.

test.afterEach(async ({ request }) => {
  await releasePrice(request, ETH.code);
});

async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate<string>(`navigator.serviceWorker.controller?.state ?? 'none'`), { timeout: 30_000 }).toBe('activated');
}

/** Delivers `payload` to the origin's service worker through the DevTools protocol of `page`. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, payload: object): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
}

/** The titles of the notifications the worker shows now. */
const shownTitles = (context: BrowserContext) => context.serviceWorkers()[0]!.evaluate<string[]>(`self.registration.getNotifications().then((list) => list.map((n) => n.title))`);

test.describe('notifications', () => {
  test('a filled order reaches the open app as a toast and the inbox; its entry opens the order and is read', async ({ page, request }) => {
    await holdPrice(request, ETH.code, '3000.00', '3001.00');
    const { order } = await demoTrader(page);
    await page.goto('/user');
    await expect(page.getByTestId('inbox-bell')).toHaveAccessibleName('Inbox');
    // The app listens for notices once its first screen is in (main.tsx loads the listener then).
    await expect(page.locator('html[data-inbox-notices=live]')).toHaveCount(1);
    const { Id } = await order({ status: 0, target_price: '2950.00' });
    await holdPrice(request, ETH.code, '2949.00', '2950.00');

    // The NOTICE socket message: a toast in the app's language, and the bell's count.
    await expect(toast(page, /^Order filled: ETH\/USD — Buy 0\.01 lots at 2,950\.00\.$/)).toBeVisible();
    await expect(page.getByTestId('inbox-bell')).toHaveAccessibleName('Inbox, 1 unread');

    await page.getByTestId('inbox-bell').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const entry = page.getByTestId('inbox-list').getByRole('button', { name: /Order filled: ETH\/USD/ });
    await expect(entry).toContainText('Unread');
    await entry.click();
    // /order?type=1&id=… opens that order's sheet, and the address forgets the id.
    await expect(orderSheet(page, Id)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/order' && url.searchParams.get('type') === '1' && !url.searchParams.has('id'));
    await page.goto('/mine/inbox');
    await expect(page.getByTestId('inbox-list').getByRole('button', { name: /Order filled: ETH\/USD/ })).not.toContainText('Unread');
    await page.goto('/user');
    await expect(page.getByTestId('inbox-bell')).toHaveAccessibleName('Inbox');
  });

  test('a push while the app is in focus is a toast, not a system notification', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await demoTrader(page);
    await page.goto('/user');
    await controlled(page);
    const origin = new URL(page.url()).origin;
    await deliverPush(context, page, origin, {
      kind: 'support',
      title: 'New reply from customer service',
      body: 'Open the chat to read it.',
      url: '/mine/chat',
      tag: 'support',
      id: 'support:e2e-1',
      at: Date.now(),
    });
    await expect(toast(page, 'New reply from customer service — Open the chat to read it.')).toBeVisible();
    expect(await shownTitles(context)).toEqual([]);
  });

  test('with no window of the app open, a push is a system notification; its tap sends a window of the app to the screen it names', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    const { order } = await demoTrader(page);
    const { Id } = await order({});
    await page.goto('/user');
    await controlled(page);
    const origin = new URL(page.url()).origin;
    // The app's only window closes; a blank tab (not a window of the app) stays for the protocol.
    const blank = await context.newPage();
    await page.close();
    const url = `/order?type=1&id=${Id}`;
    await deliverPush(context, blank, origin, {
      kind: 'order_filled',
      title: 'Order filled: ETH/USD',
      body: 'Buy 0.01 lots at 3,001.00.',
      url,
      tag: `order-${Id}`,
      id: `order:${Id}:filled`,
      at: Date.now(),
    });
    await expect.poll(() => shownTitles(context)).toEqual(['Order filled: ETH/USD']);
    const worker = context.serviceWorkers()[0]!;
    expect(await worker.evaluate(`self.registration.getNotifications().then(([n]) => [n.body, n.tag, n.data.url])`)).toEqual(['Buy 0.01 lots at 3,001.00.', `order-${Id}`, url]);

    // The tap with a window of the app open on another screen. (With none open, the tap opens one
    // with clients.openWindow, which a browser allows only from a real click: not testable headless.)
    await blank.goto('/user');
    await expect(blank.getByRole('heading', { level: 1, name: 'Mine' })).toBeVisible();
    await worker.evaluate(`self.registration.getNotifications().then(([n]) => self.openNotification(n))`);
    await expect(orderSheet(blank, Id)).toBeVisible();
    expect(await shownTitles(context)).toEqual([]);
  });

  test('the switches on /user ask for permission on a tap and subscribe this device with the kinds chosen', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    const ecdh = createECDH('prime256v1');
    const device = { endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`, p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    // The browser's subscription, as a push service would hand it out (see the top of this file).
    await page.addInitScript(`(() => {
      const device = ${JSON.stringify(device)};
      // Kept across reloads, as the browser keeps a subscription.
      const make = (key) => ({ endpoint: device.endpoint, options: { applicationServerKey: new Uint8Array(key).buffer },
        toJSON: () => ({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }),
        unsubscribe: async () => { sessionStorage.removeItem('e2e-push-key'); return true; } });
      PushManager.prototype.getSubscription = async () => {
        const key = sessionStorage.getItem('e2e-push-key');
        return key ? make(JSON.parse(key)) : null;
      };
      PushManager.prototype.subscribe = async (options) => {
        const key = [...new Uint8Array(options.applicationServerKey)];
        sessionStorage.setItem('e2e-push-key', JSON.stringify(key));
        return make(key);
      };
    })();`);
    const { token } = await demoTrader(page);
    await page.goto('/user');
    const section = page.getByTestId('push-settings');
    await expect(section.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const held = async () => {
      const reply = await page.request.get('/api/push/device', { params: { endpoint: device.endpoint, t: Date.now() }, headers: { authorization: token, lang: 'en' } });
      return ((await reply.json()) as { data: { subscribed: boolean; kinds: string[] } }).data;
    };
    expect(await page.evaluate(`Notification.permission`)).toBe('granted');

    await section.getByRole('switch', { name: 'Pending order filled' }).click();
    await expect(section.getByRole('switch', { name: 'Pending order filled' })).toBeChecked();
    expect(await held()).toEqual({ subscribed: true, kinds: ['order_filled'] });

    await section.getByRole('switch', { name: 'Reply from customer service' }).click();
    await expect(section.getByRole('switch', { name: 'Reply from customer service' })).toBeChecked();
    expect(await held()).toEqual({ subscribed: true, kinds: ['order_filled', 'support'] });

    // A reload reads this device's switches back from the server.
    await page.reload();
    await expect(section.getByRole('switch', { name: 'Reply from customer service' })).toBeChecked();
    await expect(section.getByRole('switch', { name: 'Margin call' })).not.toBeChecked();

    // Every switch off ends the subscription.
    await section.getByRole('switch', { name: 'Pending order filled' }).click();
    await expect(section.getByRole('switch', { name: 'Pending order filled' })).not.toBeChecked();
    await section.getByRole('switch', { name: 'Reply from customer service' }).click();
    await expect(section.getByRole('switch', { name: 'Reply from customer service' })).not.toBeChecked();
    expect(await held()).toEqual({ subscribed: false, kinds: [] });
  });

  test('a refused permission says how to allow notifications again, and subscribes nothing', async ({ page, context }) => {
    // No permission granted: a headless browser answers the prompt with a refusal.
    await demoTrader(page);
    await page.goto('/user');
    const section = page.getByTestId('push-settings');
    expect(await page.evaluate(`Notification.permission`)).toBe('default');
    await section.getByRole('switch', { name: 'Price alert' }).click();
    await expect(section.getByRole('note')).toContainText('Notifications are blocked for Lotwise');
    await expect(section.getByRole('switch')).toHaveCount(0);
    void context;
  });
});
