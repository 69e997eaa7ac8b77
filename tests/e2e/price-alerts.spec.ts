import { test, expect, quoteRow } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { demoTrader, ETH, holdPrice, releasePrice } from './helpers/trading.ts';

// Price alerts (issue 20 item 4) at phone size: set from /trade's bell, fired by the e2e price
// control moving ETH/USD across the level as a real tick, then listed, edited and deleted on /user.

test.beforeEach(async ({ request }) => {
  await holdPrice(request, ETH.code, '3000.00', '3001.00');
});
test.afterEach(async ({ request }) => {
  await releasePrice(request, ETH.code);
});

test('an alert set on /trade fires once the price crosses it, shows as a toast and as triggered on /user, and one is deleted after a question', async ({ page, request }) => {
  const { call } = await demoTrader(page);
  await page.goto('/');
  await quoteRow(page, ETH.show).click();
  await expect(page.getByRole('heading', { level: 1, name: ETH.show })).toBeVisible();

  // Above a price: prefilled with the price now, which is refused as typed until it is higher.
  await page.getByRole('button', { name: 'Set a price alert' }).click();
  const sheet = page.getByRole('dialog', { name: `Price alert: ${ETH.show}` });
  await expect(sheet.getByRole('radio', { name: 'Rises above' })).toHaveAttribute('aria-checked', 'true');
  const value = sheet.getByTestId('alert-value');
  await expect(value).toHaveValue('3000.00');
  await expect(sheet.getByText('Enter a price above the price now (3,000.00)')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Set alert' })).toBeDisabled();
  await value.fill('3010.001');
  await expect(sheet.getByText('Enter a price from 300.00 to 30,000.00, with at most 2 decimals')).toBeVisible();
  await value.fill('3010.00');
  await expect(value).toHaveAttribute('aria-invalid', 'false');
  await sheet.getByRole('button', { name: 'Set alert' }).click();
  await expect(toast(page, `Price alert set: ${ETH.show} Above 3,010.00`)).toBeVisible();
  await expect(sheet).toBeHidden();

  // Below a price, the second alert.
  await page.getByRole('button', { name: 'Set a price alert' }).click();
  await sheet.getByRole('radio', { name: 'Falls below' }).click();
  await sheet.getByTestId('alert-value').fill('2990.00');
  await sheet.getByRole('button', { name: 'Set alert' }).click();
  await expect(toast(page, `Price alert set: ${ETH.show} Below 2,990.00`)).toBeVisible();
  await expect(sheet).toBeHidden();

  // Short of the level nothing fires; across it, the open app says so.
  await holdPrice(request, ETH.code, '3009.99', '3010.99');
  await holdPrice(request, ETH.code, '3010.50', '3011.50');
  await expect(toast(page, `Price alert: ${ETH.show} rose above 3,010.00, now 3,010.50`)).toBeVisible();
  const stored = await call<Array<{ kind: string; triggered_price: string }>>('/v1/api/forex/price_alerts');
  expect(stored.map((a) => [a.kind, a.triggered_price])).toEqual([
    ['below', ''],
    ['above', '3010.50'],
  ]);

  await page.goto('/user');
  const section = page.getByTestId('price-alerts');
  const rows = section.getByTestId('price-alert');
  await expect(rows).toHaveCount(2);
  const above = rows.filter({ hasText: 'Above 3,010.00' });
  const below = rows.filter({ hasText: 'Below 2,990.00' });
  await expect(above.getByTestId('alert-state')).toContainText(/^Triggered .+ at 3,010\.50$/);
  await expect(below.getByTestId('alert-state')).toHaveText('Waiting');

  // Delete asks first: cancelled, it stays; confirmed, it goes (here and on the server).
  await below.getByRole('button', { name: `Delete price alert on ${ETH.show}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete this price alert?' });
  await expect(question).toContainText('Below 2,990.00');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);
  await below.getByRole('button', { name: `Delete price alert on ${ETH.show}` }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(below).toHaveCount(0);

  // The fired one, edited to a new level, waits again.
  await above.getByRole('button', { name: `Edit price alert on ${ETH.show}` }).click();
  const edit = page.getByRole('dialog', { name: `Price alert: ${ETH.show}` });
  await expect(edit.getByTestId('alert-value')).toHaveValue('3010.00');
  await expect(edit.getByText('Enter a price above the price now (3,010.50)')).toBeVisible();
  await edit.getByTestId('alert-value').fill('3050.00');
  await edit.getByRole('button', { name: 'Save alert' }).click();
  await expect(edit).toBeHidden();
  await expect(rows.filter({ hasText: 'Above 3,050.00' }).getByTestId('alert-state')).toHaveText('Waiting');
  expect((await call<unknown[]>('/v1/api/forex/price_alerts')).length).toBe(1);
});

test('an empty list says how to set one', async ({ page }) => {
  await demoTrader(page);
  await page.goto('/user');
  await expect(page.getByTestId('price-alerts')).toContainText('No price alerts yet. Set one with the bell on an instrument’s trade screen.');
});
