import type { Locator } from '@playwright/test';
import { test, expect, quoteRow } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { buyOnTicket, demoTrader, ETH, holdPrice, orderSheet, releasePrice, shownNumber } from './helpers/trading.ts';

// A trader's round trip at phone size against the real server. ETH/USD (open around the clock,
// contract size 1, quoted in USD: one lot gains one dollar per dollar of price) is held at
// scripted quotes through the e2e price control, so every profit below is known in advance.

const field = (sheet: Locator, label: string) =>
  sheet
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');

test.beforeEach(async ({ request }) => {
  await holdPrice(request, ETH.code, '3000.00', '3001.00');
});
test.afterEach(async ({ request }) => {
  await releasePrice(request, ETH.code);
});

test.describe('trading on /trade and /order', () => {
  test('buy on /trade, watch the profit follow the price on /order, close it, and find it in history with its fee and profit booked', async ({ page, request }) => {
    const { orders } = await demoTrader(page);
    await page.goto('/');
    await quoteRow(page, ETH.show).click();
    await buyOnTicket(page, ETH.show, '1');
    const [{ Id }] = (await orders(1)).data;

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    const row = page.getByTestId(`order-${Id}`);
    await expect(row).toContainText(ETH.show);
    await expect(row.getByTestId('order-lots')).toContainText('1.00');
    // Bought at the ask (3001.00), valued at the bid (3000.00): one dollar down.
    await expect(row.getByTestId('order-profit')).toHaveText('-1.00');
    await holdPrice(request, ETH.code, '3051.00', '3052.00');
    await expect(row.getByTestId('order-price')).toHaveText('3051.00');
    await expect(row.getByTestId('order-profit')).toHaveText('+50.00');
    await expect(page.getByTestId('total-profit')).toHaveText('+50.00');
    await holdPrice(request, ETH.code, '2980.50', '2981.50');
    await expect(row.getByTestId('order-profit')).toHaveText('-20.50');
    await expect(page.getByTestId('total-profit')).toHaveText('-20.50');

    // Close it from its sheet, confirmed, at a price that gains 49.00.
    await holdPrice(request, ETH.code, '3050.00', '3051.00');
    await expect(row.getByTestId('order-profit')).toHaveText('+49.00');
    await row.click();
    const sheet = orderSheet(page, Id);
    await sheet.getByRole('button', { name: 'Close position' }).click();
    await page.getByRole('alertdialog', { name: 'Close this position at the market price?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Closed')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(row).toBeHidden();

    await page.getByRole('tab', { name: 'History' }).click();
    const closed = page.getByTestId(`order-${Id}`);
    await expect(closed.getByTestId('order-profit')).toHaveText('+49.00');
    await closed.click();
    const history = orderSheet(page, Id);
    await expect(field(history, 'Close price')).toHaveText('3050.00');
    await expect(field(history, 'Profit and loss')).toHaveText('+49.00');
    const fee = shownNumber(await field(history, 'Handling fee').textContent());
    expect(fee).toBeGreaterThan(0);
    await expect(history.getByRole('button', { name: 'Close position' })).toBeHidden();
    // The ledger: the balance is the demo's 100,000 less the fee plus the realised profit.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('balance')).toHaveText((100_000 - fee + 49).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect((await orders(3)).data[0]).toMatchObject({ Id, FactProfits: expect.stringMatching(/^49(\.0+)?$/), CloseReason: 'user' });
  });

  test('a partial close from the sheet shrinks the lots and puts the closed part in history', async ({ page }) => {
    const { order, orders } = await demoTrader(page);
    const { Id } = await order({ cont: '0.03' });
    await page.goto('/order');
    await page.getByTestId(`order-${Id}`).click();
    const sheet = orderSheet(page, Id);
    await expect(sheet.getByTestId('close-lots')).toHaveValue('0.03');
    await sheet.getByRole('button', { name: 'Fewer lots' }).click();
    await expect(sheet.getByTestId('close-lots')).toHaveValue('0.02');
    await sheet.getByRole('button', { name: 'Close 0.02 lots' }).click();
    await page.getByRole('alertdialog', { name: 'Close 0.02 lots at the market price?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Closed')).toBeVisible();
    // The sheet stays on what is left, and its stepper starts from it again.
    await expect(field(sheet, 'Lots')).toHaveText('0.01');
    await expect(sheet.getByTestId('close-lots')).toHaveValue('0.01');
    await expect(sheet.getByRole('button', { name: 'Close position' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(`order-${Id}`).getByTestId('order-lots')).toContainText('0.01');

    const [part] = (await orders(3)).data;
    expect(Number(part!.Quantity)).toBe(0.02);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId(`order-${part!.Id}`).getByTestId('order-lots')).toContainText('0.02');
  });

  test('a partial close takes typed lots or a share of the position, and refuses lots that are not a whole number of steps', async ({ page }) => {
    const { order, orders } = await demoTrader(page);
    const { Id } = await order({ cont: '0.04' });
    await page.goto('/order');
    await page.getByTestId(`order-${Id}`).click();
    const sheet = orderSheet(page, Id);
    const lots = sheet.getByTestId('close-lots');
    await sheet.getByRole('button', { name: '75%' }).click();
    await expect(lots).toHaveValue('0.03');
    await expect(sheet.getByRole('button', { name: '75%' })).toHaveAttribute('aria-pressed', 'true');
    await lots.fill('0.015');
    await expect(sheet.getByRole('button', { name: 'Close position' })).toBeDisabled();
    await lots.fill('0.01');
    await sheet.getByRole('button', { name: '50%' }).click();
    await sheet.getByRole('button', { name: 'Close 0.02 lots' }).click();
    await page.getByRole('alertdialog', { name: 'Close 0.02 lots at the market price?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(field(sheet, 'Lots')).toHaveText('0.02');
    expect(Number((await orders(3)).data[0]!.Quantity)).toBe(0.02);
  });

  test('take-profit and stop-loss are set from the sheet; a level on the wrong side is refused with the server’s reason and changes nothing', async ({ page }) => {
    const { order, orders } = await demoTrader(page);
    const { Id } = await order({});
    await page.goto('/order');
    await page.getByTestId(`order-${Id}`).click();
    const sheet = orderSheet(page, Id);
    await expect(field(sheet, 'Take-profit')).toHaveText('--');
    await sheet.getByRole('textbox', { name: 'Take-profit' }).fill('3200.00');
    await sheet.getByRole('textbox', { name: 'Stop-loss' }).fill('2900.00');
    // Escape answers the question, not the sheet under it.
    await sheet.getByRole('button', { name: 'Set take-profit / stop-loss' }).click();
    const question = page.getByRole('alertdialog', { name: 'Set take-profit and stop-loss?' });
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Set take-profit / stop-loss' }).click();
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Take-profit and stop-loss set')).toBeVisible();
    // The sheet stays open on the order, showing the new levels.
    await expect(sheet).toBeVisible();
    await expect(field(sheet, 'Take-profit')).toHaveText('3200.00');
    await expect(field(sheet, 'Stop-loss')).toHaveText('2900.00');

    // A long's take-profit below the bid (3000.00) would close at once: refused.
    await sheet.getByRole('textbox', { name: 'Take-profit' }).fill('2950.00');
    await sheet.getByRole('button', { name: 'Set take-profit / stop-loss' }).click();
    await page.getByRole('alertdialog', { name: 'Set take-profit and stop-loss?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'The take-profit price must be on the profitable side of the current price.')).toBeVisible();
    await expect(field(sheet, 'Take-profit')).toHaveText('3200.00');
    await expect(field(sheet, 'Stop-loss')).toHaveText('2900.00');
    expect((await orders(1)).data[0]).toMatchObject({ Id, TargetProfitPrice: expect.stringMatching(/^3200(\.0+)?$/), TargetLossPrice: expect.stringMatching(/^2900(\.0+)?$/) });
  });

  test('close all closes every holding after a confirmation', async ({ page }) => {
    const { order, orders } = await demoTrader(page);
    const first = await order({});
    const second = await order({ type: 2 });
    await page.goto('/order');
    await expect(page.getByTestId(`order-${first.Id}`)).toBeVisible();
    await expect(page.getByTestId(`order-${second.Id}`)).toBeVisible();
    await page.getByRole('button', { name: 'Close all' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Close all positions?' });
    await expect(confirm).toContainText('Every open position is closed at the market price.');
    await confirm.getByRole('button', { name: 'Close all' }).click();
    await expect(toast(page, 'Closed 2 of 2 positions')).toBeVisible();
    await expect(page.getByText('No data')).toBeVisible();
    expect((await orders(1)).total).toBe(0);
    expect((await orders(3)).total).toBe(2);
  });
});
