import { test, expect } from './fixtures.ts';
import { registerWithCode } from './helpers/accounts.ts';
import { ops, photo, sessionUserId } from './helpers/ops.ts';

// Issue 10 item 4: the user centre's customer service follows service_link_type (2: a dialog
// with the link to copy, 3: the link in a new tab with the client's facts, otherwise the support
// chat), and the chat shows an operator's reply (sent with the real ops CLI) live.

type Settings = Record<string, string | number>;
let saved: Settings;

test.beforeAll(() => {
  saved = ops<Settings>('settings', 'list');
});
// The e2e server is shared by every spec: the settings go back to what they were.
test.afterEach(() => {
  ops('settings', 'set', '--key', 'service_link_type', '--value', String(saved.service_link_type), '--reason', 'e2e restore');
  ops('settings', 'set', '--key', 'service_link', '--value', String(saved.service_link), '--reason', 'e2e restore');
});

const setService = (type: number, link: string) => {
  ops('settings', 'set', '--key', 'service_link', '--value', link, '--reason', 'e2e');
  ops('settings', 'set', '--key', 'service_link_type', '--value', String(type), '--reason', 'e2e');
};

async function demo(page: import('@playwright/test').Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try a demo account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const serviceRow = (page: import('@playwright/test').Page) => page.locator('.user-menu-row', { hasText: 'Customer service' });

test('type 2 shows the link in a dialog to copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  setService(2, 'https://help.example.com/desk');
  await demo(page);
  await page.goto('/user');
  await expect(serviceRow(page)).toHaveAttribute('data-service-mode', 'dialog');
  await serviceRow(page).click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog.getByTestId('service-link')).toHaveText('https://help.example.com/desk');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').getByText('Copy success')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe('https://help.example.com/desk');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user$/);
});

test('type 3 opens the link in a new tab with uid, language, platform and app version', async ({ page, context }) => {
  await context.route('https://help.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Help desk</title>' }));
  setService(3, 'https://help.example.com/desk?team=fx#chat');
  await demo(page);
  const uid = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session')).user.uid`)) as string;
  await page.goto('/user');
  await expect(serviceRow(page)).toHaveAttribute('data-service-mode', 'external');
  const [popup] = await Promise.all([context.waitForEvent('page'), serviceRow(page).click()]);
  const url = new URL(popup.url());
  expect(url.origin + url.pathname).toBe('https://help.example.com/desk');
  expect(url.hash).toBe('#chat');
  expect(url.searchParams.get('team')).toBe('fx');
  expect(url.searchParams.get('uid')).toBe(uid);
  expect(url.searchParams.get('language')).toBe('en');
  expect(url.searchParams.get('platform')).toMatch(/^(ios|android|web)(-pwa)?$/);
  expect(url.searchParams.get('app_version')).toMatch(/^\d+\.\d+\.\d+/);
  await expect(page).toHaveURL(/\/user$/);
});

test('otherwise the chat: a message sent, the operator’s reply arrives live, and unread replies show as badges', async ({ page }) => {
  setService(1, 'https://help.example.com/desk');
  await demo(page);
  const userId = await sessionUserId(page);
  await page.goto('/user');
  await expect(serviceRow(page)).toHaveAttribute('data-service-mode', 'chat');
  await serviceRow(page).click();
  await expect(page).toHaveURL(/\/mine\/chat$/);
  await expect(page.getByText('Ask us anything…')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I set a stop-loss?');
  await send.click();
  const messages = page.getByTestId('chat-message');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('How do I set a stop-loss?');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  const threads = ops<Array<{ user_id: number; unread: number }>>('chat', 'list');
  expect(threads.find((t) => t.user_id === userId)).toMatchObject({ unread: 1 });
  ops('chat', 'show', String(userId));
  await expect(messages.first()).toContainText('Read');
  ops('chat', 'reply', String(userId), '--text', 'Open the order and tap Stop loss.');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('Open the order and tap Stop loss.');
  await expect(messages.nth(1)).toContainText('Customer service');

  // Read in the open chat: no badge. A reply while away shows on the row and the Mine tab.
  await page.goto('/user');
  await expect(serviceRow(page).locator('.support-badge')).toHaveCount(0);
  ops('chat', 'reply', String(userId), '--text', 'Anything else?');
  await expect(serviceRow(page).locator('.support-badge')).toHaveText('1');
  await expect(page.locator('.tabbar .support-badge')).toHaveText('1');
  await serviceRow(page).click();
  await expect(page.getByTestId('chat-message')).toHaveCount(3);
  await page.goto('/user');
  await expect(page.locator('.tabbar .support-badge')).toHaveCount(0);
});

test('the unread badge is right when the count read over HTTP answers after a reply that the socket brought', async ({ page }) => {
  setService(1, '');
  await demo(page);
  const userId = await sessionUserId(page);
  // The app's HTTP read of the count is made before the reply is written, but reaches the app
  // only after the reply (pushed, or sent when the socket subscribed) is on screen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let readBeforeReply!: () => void;
  const read = new Promise<void>((resolve) => (readBeforeReply = resolve));
  await page.route('**/api/support/unread**', async (route) => {
    const response = await route.fetch();
    readBeforeReply();
    await held;
    await route.fulfill({ response });
  });
  await page.goto('/user');
  await read;
  ops('chat', 'reply', String(userId), '--text', 'Did that help?');
  await expect(serviceRow(page).locator('.support-badge')).toHaveText('1');
  const answered = page.waitForResponse('**/api/support/unread**');
  release();
  expect(await (await answered).json()).toMatchObject({ data: { count: 0 } });
  // The stale 0 has reached the app: two frames later the badge still shows the reply.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await expect(serviceRow(page).locator('.support-badge')).toHaveText('1');
  await expect(page.locator('.tabbar .support-badge')).toHaveText('1');
});

test('a real account sends a picture, shown from the authorised fetch', async ({ page }) => {
  setService(1, '');
  await page.goto('/register');
  // The form is ready (its captcha loaded) before the helper presses Send code.
  await expect(page.getByRole('img', { name: 'Image code' })).toBeVisible();
  await registerWithCode(page, { email: `e2e-chat-${Date.now()}@example.com` });
  await expect(page).toHaveURL((url) => url.pathname === '/user');
  await page.goto('/mine/chat');
  await expect(page.getByText('Ask us anything…')).toBeVisible();
  await page.locator('#chat-picture').setInputFiles(await photo('png', '#2a6'));
  const picture = page.getByTestId('chat-message').getByRole('img', { name: 'Sent picture' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(160);
});
