import type { Locator, Page } from '@playwright/test';
import { test, expect, quoteRow } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { holdPrice, releasePrice } from './helpers/trading.ts';

// Issue 19 item 3, the ticket's rest: Buy and Sell on screen on a phone without a scroll (an
// action bar over the tab bar), take-profit and stop-loss that start on their valid side beyond
// the spread and are checked as typed with what each would give, and pending orders by type
// (buy/sell limit or stop) with an expiry, placed against the real server. BTC/USD is held at
// 104,000.00 / 104,010.00 (the e2e server's price control) so the figures are exact.

test.beforeEach(({ request }) => holdPrice(request, 'BTCUSD', '104000.00', '104010.00'));
test.afterEach(({ request }) => releasePrice(request, 'BTCUSD'));

async function openTicket(page: Page) {
  await page.goto('/');
  await quoteRow(page, 'BTC/USD').click();
  await expect(page).toHaveURL((url) => url.pathname === '/trade');
  const ticket = page.getByRole('region', { name: 'Order' });
  await expect(ticket.getByRole('button', { name: /^Buy/ })).toHaveText(/104,010\.00/);
  return ticket;
}

async function demo(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try a demo account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(`localStorage.getItem('lotwise.session') !== null`)).toBe(true);
  return (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session')).token`)) as string;
}

/** A figure of a dl by its exact label. */
const field = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

/** The button is wholly on screen, not under the tab bar, and nothing covers its middle. */
async function expectOnScreen(page: Page, button: Locator) {
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  const tabbar = await page.locator('.tabbar').boundingBox();
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(tabbar && tabbar.y > viewport.height / 2 ? tabbar.y : viewport.height);
  const hit = await page.evaluate(`(() => { const e = document.elementFromPoint(${box.x + box.width / 2}, ${box.y + box.height / 2}); return e ? e.closest('button')?.textContent ?? '' : ''; })()`);
  expect(hit).toBe(await button.textContent());
}

test.describe('the action bar on a phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, 'phone layout');

  test('Buy and Sell are on screen without a scroll on both tabs, with take-profit, stop-loss and an expiry date open, and the ticket’s last line scrolls clear of them', async ({ page }) => {
    const ticket = await openTicket(page);
    const buy = ticket.getByRole('button', { name: /^Buy/ });
    const sell = ticket.getByRole('button', { name: /^Sell/ });
    const scrollY = () => page.evaluate('window.scrollY');
    expect(await scrollY()).toBe(0);
    await expectOnScreen(page, buy);
    await expectOnScreen(page, sell);

    await ticket.getByRole('switch', { name: 'Take profit' }).check();
    await ticket.getByRole('switch', { name: 'Stop loss' }).check();
    await page.evaluate('window.scrollTo(0, 0)');
    expect(await scrollY()).toBe(0);
    await expectOnScreen(page, buy);
    await expectOnScreen(page, sell);

    await ticket.getByRole('button', { name: 'Pending' }).click();
    await ticket.getByLabel('Expiry', { exact: true }).selectOption('date');
    await page.evaluate('window.scrollTo(0, 0)');
    expect(await scrollY()).toBe(0);
    await expectOnScreen(page, ticket.getByRole('button', { name: /^Buy limit/ }));
    await expectOnScreen(page, ticket.getByRole('button', { name: /^Sell limit/ }));

    // At the foot of the page the ticket's last line stands above the bar, not under it.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const last = (await ticket.locator('.ticket-estimate > div').last().boundingBox())!;
    const bar = (await page.getByTestId('order-bar').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
  });
});

test.describe('the action bar on a desktop', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= 500, 'desktop layout');

  test('stays in the ticket, under its fields, as before', async ({ page }) => {
    const ticket = await openTicket(page);
    const bar = page.getByTestId('order-bar');
    // A string expression: these files are type-checked without the DOM library.
    expect(await page.evaluate(`getComputedStyle(document.querySelector('[data-testid="order-bar"]')).position`)).toBe('static');
    await expect(bar).toBeVisible();
    const panel = (await ticket.boundingBox())!;
    const buy = (await ticket.getByRole('button', { name: /^Buy/ }).boundingBox())!;
    const estimate = (await ticket.locator('.ticket-estimate').boundingBox())!;
    expect(buy.y).toBeGreaterThan(estimate.y + estimate.height - 1);
    expect(buy.y + buy.height).toBeLessThanOrEqual(panel.y + panel.height);
    expect(buy.x).toBeGreaterThanOrEqual(panel.x);
  });
});

test('take-profit and stop-loss start beyond the spread, show what they would give, are checked as typed for each direction, and a default is placed as it stands', async ({ page }) => {
  const token = await demo(page);
  const ticket = await openTicket(page);
  const buy = ticket.getByRole('button', { name: /^Buy/ });
  const sell = ticket.getByRole('button', { name: /^Sell/ });
  const tp = ticket.getByRole('spinbutton', { name: 'Take profit' });
  const sl = ticket.getByRole('spinbutton', { name: 'Stop loss' });
  const why = ticket.getByTestId('order-why');

  // 0.2 % of the 104,010.00 ask (208.02) is more than 3 spreads (30.00): a buy's take-profit
  // that far above the ask, its stop-loss that far below the bid. 0.01 lots of contract 1.
  await ticket.getByRole('switch', { name: 'Take profit' }).check();
  await ticket.getByRole('switch', { name: 'Stop loss' }).check();
  await expect(tp).toHaveValue('104218.02');
  await expect(sl).toHaveValue('103791.98');
  await expect(ticket.getByTestId('take_profit-note')).toHaveText('If reached: 104,218.02 · +208.02 · +2.08 USD');
  await expect(ticket.getByTestId('stop_loss-note')).toHaveText('If reached: 103,791.98 · -218.02 · -2.18 USD');
  await expect(buy).toBeEnabled();
  await expect(sell).toBeEnabled();
  await expect(why).toBeHidden();

  // A take-profit typed under the price suits a sell only: Buy is held back and says why, and
  // the levels are shown for the sell (the untouched stop-loss follows it above the ask).
  await tp.fill('103000');
  await expect(buy).toBeDisabled();
  await expect(sell).toBeEnabled();
  await expect(why).toHaveText('Buy: For a buy, the take profit must be above 104,000.00.');
  await expect(ticket.getByTestId('take_profit-note')).toHaveText('If reached: 103,000.00 · +1000.00 · +10.00 USD');
  await expect(sl).toHaveValue('104218.00');
  // A stop-loss typed under the price too: it suits a buy, the take-profit a sell; neither can go.
  await sl.fill('103500');
  await expect(buy).toBeDisabled();
  await expect(sell).toBeDisabled();
  await expect(why).toContainText('Buy: For a buy, the take profit must be above 104,000.00.');
  await expect(why).toContainText('Sell: For a sell, the stop loss must be above 104,010.00.');
  await expect(tp).toHaveAttribute('aria-invalid', 'true');
  await expect(ticket.getByTestId('take_profit-note')).toHaveText('For a buy, the take profit must be above 104,000.00.');
  await expect(ticket.getByTestId('stop_loss-note')).toHaveText('If reached: 103,500.00 · -510.00 · -5.10 USD');
  await tp.fill('');
  await expect(ticket.getByTestId('take_profit-note')).toHaveText('Enter a take-profit price above 0.');
  await tp.fill('105000');
  await expect(buy).toBeEnabled();
  await expect(sell).toBeDisabled();
  await expect(why).toHaveText('Sell: For a sell, the take profit must be below 104,010.00.');
  await expect(ticket.getByTestId('take_profit-note')).toHaveText('If reached: 105,000.00 · +990.00 · +9.90 USD');

  // Switched off and on again: the defaults, placed as they stand, and the server keeps them.
  await ticket.getByRole('switch', { name: 'Take profit' }).uncheck();
  await ticket.getByRole('switch', { name: 'Stop loss' }).uncheck();
  await ticket.getByRole('switch', { name: 'Take profit' }).check();
  await ticket.getByRole('switch', { name: 'Stop loss' }).check();
  await expect(why).toBeHidden();
  await sell.click();
  const dialog = page.getByRole('alertdialog', { name: 'Sell BTC/USD?' });
  await expect(dialog.getByText('103,792.00')).toBeVisible();
  await expect(dialog.getByText('104,218.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Place sell order' }).click();
  await expect(toast(page, 'Order confirmed')).toBeVisible();
  if (page.viewportSize()!.width <= 500) {
    // On a phone the toast rises above the action bar, never over Buy and Sell.
    const toastBox = (await toast(page, 'Order confirmed').boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await page.getByTestId('order-bar').boundingBox())!.y + 1);
  }
  const reply = await page.request.get(`/v1/api/forex/my_deal?status=1&page=1&t=${Date.now()}`, { headers: { authorization: token } });
  const body = (await reply.json()) as { data: { data: Array<{ OrderType: number; TargetProfitPrice: string; TargetLossPrice: string }> } };
  expect(body.data.data[0]).toMatchObject({ OrderType: 2, TargetProfitPrice: '103792.00', TargetLossPrice: '104218.00' });
});

test('a buy stop with an end-of-day expiry, placed from the pending tab, shows on /order’s pending tab with its type and expiry', async ({ page }) => {
  const token = await demo(page);
  const ticket = await openTicket(page);
  await ticket.getByRole('button', { name: 'Pending' }).click();
  await ticket.getByRole('spinbutton', { name: 'Target price' }).fill('105000.00');
  const why = ticket.getByTestId('order-why');
  // A limit at 105,000 suits a sell only (above the bid).
  await expect(ticket.getByRole('button', { name: /^Buy limit/ })).toBeDisabled();
  await expect(why).toHaveText('Buy limit: A buy limit waits for a lower price: its target must be below the ask (104,010.00).');
  await expect(ticket.getByRole('button', { name: /^Sell limit/ })).toBeEnabled();
  // A stop there is a buy's.
  await ticket.getByRole('group', { name: 'Pending type' }).getByRole('button', { name: 'Stop' }).click();
  const buyStop = ticket.getByRole('button', { name: /^Buy stop/ });
  await expect(buyStop).toBeEnabled();
  await expect(ticket.getByRole('button', { name: /^Sell stop/ })).toBeDisabled();
  await expect(why).toHaveText('Sell stop: A sell stop waits for a lower price: its target must be below the bid (104,000.00).');

  await ticket.getByLabel('Expiry', { exact: true }).selectOption('eod');
  // The end of the person's day, as the app shows an instant (date and time in the page's
  // language and the device's zone, Intl's medium date and short time): written here from Intl.
  const endOfDay = (await page.evaluate(
    `(() => { const n = new Date(); const e = new Date(n.getFullYear(), n.getMonth(), n.getDate(), 23, 59, 59); return { shown: new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(e), utc: e.toISOString().slice(0, 19).replace('T', ' ') }; })()`,
  )) as { shown: string; utc: string };
  await expect(ticket.getByText(`Cancelled at ${endOfDay.shown} if not filled by then.`)).toBeVisible();
  await buyStop.click();
  const dialog = page.getByRole('alertdialog', { name: 'Buy BTC/USD?' });
  await expect(field(dialog, 'Pending type')).toHaveText('Buy stop');
  await expect(field(dialog, 'Expiry')).toHaveText(endOfDay.shown);
  await dialog.getByRole('button', { name: 'Place buy order' }).click();
  await expect(toast(page, 'Order confirmed')).toBeVisible();

  const reply = await page.request.get(`/v1/api/forex/my_deal?status=0&page=1&t=${Date.now()}`, { headers: { authorization: token } });
  const body = (await reply.json()) as { data: { data: Array<{ Id: number; OrderType: number; PendingType: number; OriginPrice: string; ExpireTimeHandler: string }> } };
  const placed = body.data.data[0]!;
  expect(placed).toMatchObject({ OrderType: 1, PendingType: 2, OriginPrice: '105000.00', ExpireTimeHandler: endOfDay.utc });

  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('tab', { name: 'Pending' }).click();
  const row = page.getByTestId(`order-${placed.Id}`);
  await expect(row.getByTestId('order-side')).toHaveText('Buy stop');
  // A phone's card says "Expires …"; the desktop table has an Expiry column.
  await expect(row.getByTestId('order-expiry')).toContainText(endOfDay.shown);
  await row.click();
  const sheet = page.getByRole('dialog', { name: new RegExp(`#${placed.Id}$`) });
  await expect(field(sheet, 'Pending type')).toHaveText('Buy stop');
  await expect(field(sheet, 'Expiry')).toHaveText(endOfDay.shown);
});
