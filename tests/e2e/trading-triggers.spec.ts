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
    // A long's stop-loss watches the bid.
    await holdPrice(request, ETH.code, '2949.90', '2950.90');
    await expect(toast(page, 'Stop-loss reached')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(row).toBeHidden();
    await expect(page.getByTestId(`order-${other.Id}`)).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId(`order-${Id}`)).toContainText('2949.90');
    expect((await orders(3)).data[0]).toMatchObject({ Id, CloseReason: 'stop_loss' });
  });
});
