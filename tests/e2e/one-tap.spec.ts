import { test, expect, quoteRow } from './fixtures.ts';
import { logOut, toast } from './helpers/accounts.ts';
import { demoTrader, ETH, holdPrice, releasePrice } from './helpers/trading.ts';

// One-tap trading (issue 19 item 5) at phone size against the real server: off until turned on
// in settings after the risk warning, then one tap on the chart or a quote row opens a market
// order with no confirm; a guest's tap goes to log in.

test.beforeEach(async ({ request }) => {
  await holdPrice(request, ETH.code, '3000.00', '3001.00');
});
test.afterEach(async ({ request }) => {
  await releasePrice(request, ETH.code);
});

test('switched on after the risk warning, one tap on the chart or a quote row opens a position', async ({ page }) => {
  const { orders } = await demoTrader(page);
  const oneTap = page.getByRole('group', { name: 'One-tap trading' });
  await page.goto('/');
  await expect(quoteRow(page, ETH.show)).toBeVisible();
  await expect(oneTap).toHaveCount(0);

  // The switch opens the warning; it turns on only once the risk is ticked and accepted.
  await page.goto('/mine/system');
  const mode = page.getByRole('switch', { name: 'One-tap trading' });
  await expect(mode).not.toBeChecked();
  await mode.click();
  const warning = page.getByRole('alertdialog', { name: 'Turn on one-tap trading?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Turn on' })).toBeDisabled();
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(mode).not.toBeChecked();
  await mode.click();
  await warning.getByRole('checkbox', { name: 'I understand the risk of placing orders with one tap.' }).check();
  await warning.getByRole('button', { name: 'Turn on' }).click();
  await expect(warning).toBeHidden();
  await expect(mode).toBeChecked();
  await page.getByRole('textbox', { name: 'Lots per order' }).fill('0.02');

  // On the chart: one tap on Buy, no confirm, the position is there.
  await page.goto('/');
  await quoteRow(page, ETH.show).click();
  await expect(page).toHaveURL((url) => url.pathname === '/trade');
  await oneTap.getByRole('button', { name: 'Buy 3,001.00 (0.02 ETH/USD)' }).click();
  await expect(toast(page, 'Order confirmed')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const opened = (await orders(1)).data;
  expect(opened).toMatchObject([{ Quantity: '0.02' }]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  // A card on a phone ("0.02 lots"), a table row on a desktop ("0.02"): the lots cell either way.
  const openedRow = page.getByTestId(`order-${opened[0]!.Id}`);
  await expect(openedRow.getByTestId('order-side')).toHaveText('Buy');
  await expect(openedRow.getByTestId('order-lots')).toHaveText(/^0\.02( lots)?$/);

  // In the quotes list, remembered after a reload: Sell at the bid.
  await page.goto('/');
  await page.reload();
  const row = oneTap.and(page.locator(`[data-code="${ETH.code}"]`));
  await row.getByRole('button', { name: 'Sell 3,000.00 (0.02 ETH/USD)' }).click();
  await expect(toast(page, 'Order confirmed')).toBeVisible();
  await expect.poll(async () => (await orders(1)).total).toBe(2);

  // Logged out, the device still trades with one tap: a guest's tap asks to log in first.
  await logOut(page);
  await row.getByRole('button', { name: /^Buy [\d,.]+ \(0\.02 ETH\/USD\)$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('reason') === 'order');
});
