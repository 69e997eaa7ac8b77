import { test, expect } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { demoTrader, ETH, holdPrice, orderSheet, releasePrice } from './helpers/trading.ts';

// Orders the market fills or closes on its own, seen live on /order at phone size: the e2e price
// control holds ETH/USD at a quote, then moves it across the order's level as a real tick.

test.beforeEach(async ({ request }) => {
  await holdPrice(request, ETH.code, '3000.00', '3001.00');
});
test.afterEach(async ({ request }) => {
  await releasePrice(request, ETH.code);
});

test.describe('triggers seen on /order', () => {
  test('a buy limit fills when the ask reaches its target: it leaves the pending tab and joins the holdings, live', async ({ page, request }) => {
    const { order, orders } = await demoTrader(page);
    const { Id } = await order({ status: 0, target_price: '2950.00' });
    await page.goto('/order?type=0');
    const row = page.getByTestId(`order-${Id}`);
    await expect(row).toContainText('2950.00');
    // The bid passing the target does not fill a buy: it executes on the ask.
    await holdPrice(request, ETH.code, '2949.00', '2951.00');
    await expect(row).toBeVisible();
    await holdPrice(request, ETH.code, '2948.50', '2949.50');
    await expect(row).toBeHidden();
    await expect(page.getByText('No data')).toBeVisible();
    await page.getByRole('tab', { name: 'Holding' }).click();
    await expect(page.getByTestId(`order-${Id}`)).toContainText('Buy');

    // A second one, watched from the holdings tab: it appears there when it fills, without a reload.
    const second = await order({ status: 0, target_price: '2900.00' });
    await holdPrice(request, ETH.code, '2899.00', '2900.00');
    await expect(page.getByTestId(`order-${second.Id}`)).toBeVisible();
    expect((await orders(0)).total).toBe(0);
    expect((await orders(1)).total).toBe(2);
  });

  test('a stop-loss fires: the order leaves the holdings live, its open sheet closes, and a toast says why', async ({ page, request }) => {
    const { order, orders } = await demoTrader(page);
    const { Id } = await order({ stop_loss_price: '2950.00' });
    const other = await order({});
    await page.goto('/order');
    const row = page.getByTestId(`order-${Id}`);
    await row.click();
    const sheet = orderSheet(page, Id);
    await expect(sheet.getByTestId('order-sheet')).toContainText('2950.00');
    await expect(page.locator('html')).toHaveAttribute('data-trade-notices', 'live');
    // A long's stop-loss watches the bid; the tick gaps 10 cents past it.
    await holdPrice(request, ETH.code, '2949.90', '2950.90');
    // Bought 0.01 at the 3001.00 ask: (2949.90 − 3001.00) × 0.01 = −0.511.
    await expect(toast(page, 'Stop-loss hit on ETH/USD at 2949.90 (slipped 0.10): -0.51 USD')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(row).toBeHidden();
    await expect(page.getByTestId(`order-${other.Id}`)).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    const closed = page.getByTestId(`order-${Id}`);
    await expect(closed).toContainText('2949.90');
    // Why and how far it slipped: one line of a phone's card, two columns of a desktop's table.
    await expect(closed.getByTestId('close-reason')).toHaveText(/^Stop-loss reached( · slipped 0\.10)?$/);
    await expect(closed).toContainText('slipped 0.10');
    expect((await orders(3)).data[0]).toMatchObject({ Id, CloseReason: 'stop_loss', TriggerPrice: '2950.00', UpdatePrice: '2949.90' });
    // The history tab's header is what the history realised, not what is still open.
    await expect(page.getByText('Realised profit and loss')).toBeVisible();
    await expect(page.getByTestId('total-profit')).toHaveText('-0.51');
  });

  test('a take-profit hit while the trader reads the news says so there, with the fill and the result', async ({ page, request }) => {
    const { order } = await demoTrader(page);
    await order({ target_profit_price: '3050.00' });
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
    // The notices load after the first screen; once the account's live pushes reach the page, its closes do too.
    await expect(page.locator('html')).toHaveAttribute('data-trade-notices', 'live');
    await holdPrice(request, ETH.code, '3050.00', '3051.00');
    // (3050.00 − 3001.00) × 0.01 = 0.49, filled at its level.
    await expect(toast(page, 'Take-profit hit on ETH/USD at 3050.00: 0.49 USD')).toBeVisible();
  });

  test('a trailing stop set in the order sheet follows the price up and closes the position when it turns', async ({ page, request }) => {
    const { order, orders } = await demoTrader(page);
    const { Id } = await order({});
    await page.goto('/order');
    await expect(page.locator('html')).toHaveAttribute('data-trade-notices', 'live');
    await page.getByTestId(`order-${Id}`).click();
    const sheet = orderSheet(page, Id);
    // ETH/USD counts its distance in price: 20.00 under the 3000.00 bid.
    await sheet.getByLabel('Trailing stop (price distance)').fill('20.00');
    await sheet.getByRole('button', { name: 'Set take-profit / stop-loss' }).click();
    await page.getByRole('alertdialog', { name: 'Set take-profit and stop-loss?' }).getByRole('button', { name: 'Confirm' }).click();
    const fields = sheet.getByTestId('order-sheet');
    await expect(fields).toContainText('Stop-loss2980.00');
    await expect(fields).toContainText('Trailing stop20.00');
    await holdPrice(request, ETH.code, '3035.50', '3036.50');
    await expect(fields).toContainText('Stop-loss3015.50');
    // Down again: the stop stays where the price took it.
    await holdPrice(request, ETH.code, '3025.00', '3026.00');
    await expect(fields).toContainText('Stop-loss3015.50');
    await holdPrice(request, ETH.code, '3015.00', '3016.00');
    // (3015.00 − 3001.00) × 0.01 = 0.14, half a cent past its level.
    await expect(toast(page, 'Trailing stop hit on ETH/USD at 3015.00 (slipped 0.50): 0.14 USD')).toBeVisible();
    expect((await orders(3)).data[0]).toMatchObject({ Id, CloseReason: 'trailing_stop' });
  });

  test('break-even moves the stop-loss to the entry price once the position is in profit', async ({ page, request }) => {
    const { order } = await demoTrader(page);
    const { Id } = await order({});
    await page.goto('/order');
    await page.getByTestId(`order-${Id}`).click();
    const sheet = orderSheet(page, Id);
    const breakEven = sheet.getByRole('button', { name: 'Break-even' });
    // Bought at 3001.00 with the bid at 3000.00: not in profit yet.
    await expect(breakEven).toBeDisabled();
    await holdPrice(request, ETH.code, '3010.00', '3011.00');
    await expect(breakEven).toBeEnabled();
    await breakEven.click();
    await page.getByRole('alertdialog', { name: 'Move the stop-loss to the entry price, 3001.00?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(sheet.getByTestId('order-sheet')).toContainText('Stop-loss3001.00');
  });

  test('a margin call shows a banner on every screen until the account recovers', async ({ page, request }) => {
    const { order } = await demoTrader(page);
    // 25 × 20 lots at 20x bought at 3001.00: 75,025 of margin, 150.05 of fees.
    for (let i = 0; i < 25; i++) await order({ cont: '20', multiple: 20 });
    await page.goto('/news');
    const banner = page.getByTestId('margin-call');
    await expect(banner).toBeHidden();
    // Equity 99,849.95 − 500 × 51 = 74,349.95: 99.10 % of the margin, above the 50 % stop-out.
    await holdPrice(request, ETH.code, '2950.00', '2951.00');
    await expect(banner).toContainText('Margin call: margin level 99.10%. Positions close at 50%.');
    await expect(banner).toContainText('Equity 74,349.95 USD · Free margin -675.05 USD');
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('margin-level')).toHaveText('99.10%');
    await expect(page.getByTestId('stop-out-level')).toHaveText('50%');
    await holdPrice(request, ETH.code, '3000.00', '3001.00');
    await expect(banner).toBeHidden();
  });
});
