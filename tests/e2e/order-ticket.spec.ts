import { test, expect, quoteRow } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { holdPrice, releasePrice } from './helpers/trading.ts';

// The order ticket on /trade against the real server. BTC/USD trades around the clock, so the
// market is open whenever this runs. The order is read back from the server (my_deal with the
// page's own token), not from the screen that placed it.

test.describe('order ticket', () => {
  // BTC/USD is held still (the e2e server's price control): the defaults follow the price, and a
  // walk between reading the default and reading the price would race them.
  test.beforeEach(({ request }) => holdPrice(request, 'BTCUSD', '104000.00', '104010.00'));
  test.afterEach(({ request }) => releasePrice(request, 'BTCUSD'));

  test('a guest’s Buy goes to log in with the reason; a demo user sets lots and leverage, sees the estimate, confirms, and the server holds the order', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    await expect(page).toHaveURL((url) => url.pathname === '/trade');
    const ticket = page.getByRole('region', { name: 'Order' });
    // A guest sees an estimate but no free margin, and Buy asks them to log in, saying why.
    await expect(ticket.getByText('Est. margin')).toBeVisible();
    await expect(ticket.getByText('Free margin after')).toBeHidden();
    await ticket.getByRole('button', { name: /^Buy/ }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Ftrade&reason=order$/);
    await expect(page.getByText('Log in to place orders')).toBeVisible();
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/trade');

    // Lots: starts at the minimum with minus disabled; a typed value off the step is named, then snapped.
    const lots = ticket.getByLabel('Lots', { exact: true });
    await expect(lots).toHaveValue('0.01');
    await expect(ticket.getByRole('button', { name: 'Fewer lots' })).toBeDisabled();
    await lots.fill('0.025');
    await expect(ticket.getByRole('alert')).toHaveText('Lots go in steps of 0.01, from 0.01.');
    await lots.blur();
    await expect(lots).toHaveValue('0.02');
    await ticket.getByRole('button', { name: 'More lots' }).click();
    await expect(lots).toHaveValue('0.03');
    await expect(ticket.getByRole('button', { name: 'Fewer lots' })).toBeEnabled();
    await ticket.getByLabel('Leverage').selectOption('10');

    // The estimate: 0.03 BTC at 104,010 USD at 1:10 is a margin near 312 USD; free margin is the
    // demo's 100,000 less margin and fee.
    const figure = async (name: string) => Number(((await ticket.locator('dt', { hasText: name }).locator('+ dd').textContent()) ?? '').replace(/[^\d.-]/g, ''));
    await expect.poll(() => figure('Est. margin')).toBeGreaterThan(200);
    const margin = await figure('Est. margin');
    expect(margin).toBeLessThan(500);
    await expect.poll(() => figure('Free margin after')).toBeGreaterThan(99_000);
    expect(await figure('Free margin after')).toBeLessThan(100_000 - 200);

    // Take-profit switched on starts above the price for a buy.
    await ticket.getByRole('switch', { name: 'Take profit' }).check();
    const takeProfit = Number(await ticket.getByRole('spinbutton', { name: 'Take profit' }).inputValue());
    const bid = Number(((await ticket.getByRole('button', { name: /^Sell/ }).locator('small').textContent()) ?? '').replace(/,/g, ''));
    expect(takeProfit).toBeGreaterThan(bid);
    // Switched off again: the order below goes without one.
    await ticket.getByRole('switch', { name: 'Take profit' }).uncheck();

    await ticket.getByRole('button', { name: /^Buy/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Buy BTC/USD?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('0.03', { exact: true })).toBeVisible();
    await expect(dialog.getByText('1:10', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/USD$/).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Place buy order' }).click();
    await expect(toast(page, 'Order confirmed')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The server holds exactly this order, and the ticket's free margin has dropped by its margin.
    // A string expression: these files are type-checked without the DOM library.
    const token = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session') ?? 'null')?.token`)) as string;
    const reply = await page.request.get(`/v1/api/forex/my_deal?status=1&page=1&t=${Date.now()}`, { headers: { authorization: token } });
    const body = (await reply.json()) as { code: number; data: { data: { Quantity: string; Multiple: number; OrderType: number; ForexTradeLists: { Code: string } }[] } };
    expect(body.code).toBe(1);
    expect(body.data.data).toHaveLength(1);
    expect(body.data.data[0]).toMatchObject({ Multiple: 10, OrderType: 1, ForexTradeLists: { Code: 'BTCUSD' } });
    expect(Number(body.data.data[0].Quantity)).toBe(0.03);
    await expect.poll(() => figure('Free margin after')).toBeLessThan(100_000 - 2 * 200);
  });

  test('the pending tab starts its target at the last price; take-profit and stop-loss start a sensible distance to their side of it', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    const ticket = page.getByRole('region', { name: 'Order' });
    const last = Number(((await page.locator('.trade-price').textContent()) ?? '').replace(/,/g, ''));
    await ticket.getByRole('button', { name: 'Pending' }).click();
    const target = ticket.getByRole('spinbutton', { name: 'Target price' });
    const start = Number(await target.inputValue());
    expect(Math.abs(start - last)).toBeLessThan(last * 0.01); // the last price when the tab opened
    await target.fill('90000.00');
    await ticket.getByRole('switch', { name: 'Take profit' }).check();
    await ticket.getByRole('switch', { name: 'Stop loss' }).check();
    // For a buy (the default direction), 0.2 % of the target (180.00, more than 3 spreads) above and below it (stops.ts).
    await expect(ticket.getByRole('spinbutton', { name: 'Take profit' })).toHaveValue('90180.00');
    await expect(ticket.getByRole('spinbutton', { name: 'Stop loss' })).toHaveValue('89820.00');
    // An empty target is named before anything is sent.
    await target.fill('');
    await expect(ticket.getByRole('spinbutton', { name: 'Target price' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('the ticket shows how many lots the free margin allows, will not send more, and remembers the leverage per instrument', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    const ticket = page.getByRole('region', { name: 'Order' });
    await ticket.getByLabel('Leverage').selectOption('2');
    // 104,010 ÷ 2 of margin and 0.2 % of it as fee: 52,109.01 a lot, so 100,000 pays for 1.91.
    await expect(ticket.getByTestId('max-lots')).toHaveText('1.91');
    const lots = ticket.getByLabel('Lots', { exact: true });
    await lots.fill('2');
    await expect(ticket.getByTestId('margin-short')).toHaveText('Not enough free margin for 2 lots. Lower the lots or the leverage, or add funds.');
    await expect(ticket.getByRole('button', { name: /^Buy/ })).toBeDisabled();
    await expect(ticket.getByRole('button', { name: /^Sell/ })).toBeDisabled();
    await lots.fill('1.91');
    await expect(ticket.getByTestId('margin-short')).toBeHidden();
    await expect(ticket.getByRole('button', { name: /^Buy/ })).toBeEnabled();

    // The leverage chosen on BTC/USD comes back with it, after a reload too; ETH/USD keeps its own.
    await ticket.getByLabel('Leverage').selectOption('10');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Order' }).getByLabel('Leverage')).toHaveValue('10');
    await page.goto('/');
    await quoteRow(page, 'ETH/USD').click();
    await expect(page.getByRole('region', { name: 'Order' }).getByLabel('Leverage')).toHaveValue('2');
  });
});
