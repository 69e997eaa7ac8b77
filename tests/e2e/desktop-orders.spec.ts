import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { demoTrader, ETH, holdPrice, orderSheet, releasePrice, shownNumber } from './helpers/trading.ts';

// Issue 19 item 6, at desktop size against the real server: /trade's orders panel under the
// chart (MetaTrader's toolbox) and /order's table. ETH/USD is held at scripted quotes by the e2e
// price control; one lot gains one dollar per dollar of price, so every profit is known.

test.skip(({ isMobile }) => isMobile, 'the desktop layout (>= 1024 px)');

test.beforeEach(async ({ request }) => {
  await holdPrice(request, ETH.code, '3000.00', '3001.00');
});
test.afterEach(async ({ request }) => {
  await releasePrice(request, ETH.code);
});

const panelOf = (page: Page) => page.getByRole('region', { name: 'Orders' });
const tab = (panel: Locator, name: string) => panel.getByRole('tab', { name: new RegExp(`^${name}`) });
/** A table's column headers, in order. */
const headers = (table: Locator) => table.getByRole('columnheader');

test.describe('desktop orders', () => {
  test('/trade: a position in the panel under the chart with a live profit, closed from its row, then in History', async ({ page, request }) => {
    const { order } = await demoTrader(page);
    const { Id } = await order({ cont: '1' });
    await page.goto('/trade');
    const panel = panelOf(page);
    await expect(tab(panel, 'Holding')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(panel, 'Holding')).toHaveText(/Holding\s*1$/);
    await expect(tab(panel, 'History')).toHaveText(/History\s*0$/);
    const row = panel.getByTestId(`order-${Id}`);
    await expect(row.getByRole('rowheader')).toContainText(`${ETH.show} #${Id}`);
    // Bought at the ask (3001.00), valued at the bid: the profit and the price follow each tick.
    await expect(row.getByTestId('order-profit')).toHaveText('-1.00');
    await holdPrice(request, ETH.code, '3051.00', '3052.00');
    await expect(row.getByTestId('order-price')).toHaveText('3051.00');
    await expect(row.getByTestId('order-profit')).toHaveText('+50.00');
    // The totals line moves with it: equity is the balance plus the floating profit.
    await expect.poll(async () => shownNumber(await panel.getByTestId('equity').textContent()) - shownNumber(await panel.getByTestId('balance').textContent())).toBeCloseTo(50, 2);
    await expect(panel.getByTestId('margin-level')).toHaveText(/^[\d,]+\.\d{2}%$/);

    // A row opens the order's sheet.
    await row.getByTestId('order-lots').click();
    const sheet = orderSheet(page, Id);
    await expect(sheet.getByTestId('order-sheet')).toContainText('Open price');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // Its quick close asks as the sheet does, at a price that gains 49.00.
    await holdPrice(request, ETH.code, '3050.00', '3051.00');
    await expect(row.getByTestId('order-profit')).toHaveText('+49.00');
    await row.getByRole('button', { name: `Close position #${Id}` }).click();
    await page.getByRole('alertdialog', { name: 'Close this position at the market price?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Closed')).toBeVisible();
    await expect(row).toBeHidden();
    await expect(tab(panel, 'Holding')).toHaveText(/Holding\s*0$/);
    await expect(tab(panel, 'History')).toHaveText(/History\s*1$/);

    await tab(panel, 'History').click();
    const closed = panel.getByTestId(`order-${Id}`);
    await expect(closed.getByTestId('order-price')).toHaveText('3050.00');
    await expect(closed.getByTestId('order-profit')).toHaveText('+49.00');
    await expect(closed.getByTestId('close-reason')).toHaveText('Closed');
    await expect(closed.getByRole('button', { name: /Close position/ })).toHaveCount(0);
  });

  test('/trade: a take-profit closing live takes the row out of the panel; a pending order is cancelled from its row', async ({ page, request }) => {
    const { order } = await demoTrader(page);
    const { Id } = await order({ cont: '1', target_profit_price: '3100.00' });
    const pending = await order({ status: 0, target_price: '2500.00', cont: '1' });
    await page.goto('/trade');
    const panel = panelOf(page);
    const row = panel.getByTestId(`order-${Id}`);
    await expect(row.getByTestId('order-profit')).toHaveText('-1.00');
    await holdPrice(request, ETH.code, '3105.00', '3106.00');
    await expect(row).toBeHidden();
    await expect(tab(panel, 'Holding')).toHaveText(/Holding\s*0$/);
    await expect(tab(panel, 'History')).toHaveText(/History\s*1$/);

    await tab(panel, 'Pending').click();
    await expect(tab(panel, 'Pending')).toHaveAttribute('aria-selected', 'true');
    const waiting = panel.getByTestId(`order-${pending.Id}`);
    await expect(waiting.getByRole('cell').first()).toHaveText('1.00');
    await waiting.getByRole('button', { name: `Cancel order #${pending.Id}` }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this pending order?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Cancelled')).toBeVisible();
    await expect(waiting).toBeHidden();
    await expect(tab(panel, 'Pending')).toHaveText(/Pending\s*0$/);
  });

  test('/trade below 1024 px neither shows nor loads the panel; it appears when the window widens', async ({ page }) => {
    await demoTrader(page);
    await page.setViewportSize({ width: 1000, height: 800 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/trade');
    await expect(page.getByRole('region', { name: 'Order' }).getByRole('button', { name: /^Buy/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Candlestick chart/ })).toHaveAttribute('data-status', 'ready');
    await expect(panelOf(page)).toHaveCount(0);
    expect(asked.filter((url) => /OrderToolbox|my_deal\?(.*&)?status=3/.test(url))).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(tab(panelOf(page), 'Holding')).toBeVisible();
  });

  test("/trade: the panel's edge shares the height with the chart, within bounds, and the choice stays after a reload", async ({ page }) => {
    await demoTrader(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/trade');
    const panel = panelOf(page);
    const edge = page.getByRole('separator', { name: 'Resize the orders panel' });
    const chart = page.getByRole('img', { name: /Candlestick chart/ });
    await expect(chart).toHaveAttribute('data-status', 'ready');
    // About a quarter of a 720 px window at first; the chart has the rest.
    await expect(edge).toHaveAttribute('aria-valuenow', '202');
    const height = async (locator: Locator) => (await locator.boundingBox())!.height;
    expect(await height(panel)).toBeCloseTo(202, 0);
    const chartBefore = await height(chart);
    await edge.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(edge).toHaveAttribute('aria-valuenow', '250');
    await expect.poll(() => height(panel)).toBeCloseTo(250, 0);
    await expect.poll(() => height(chart)).toBeCloseTo(chartBefore - 48, 0);
    // No further than the chart's least readable height (150 px of candles and the volume pane).
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowUp');
    await expect.poll(() => height(chart)).toBeCloseTo(150 + 72, 0);
    const most = Number(await edge.getAttribute('aria-valuenow'));
    expect(most).toBeGreaterThan(250);
    expect(most).toBeLessThan(360);
    await page.keyboard.press('ArrowDown');
    await expect(edge).toHaveAttribute('aria-valuenow', String(most - 24));
    await page.reload();
    await expect(page.getByRole('separator', { name: 'Resize the orders panel' })).toHaveAttribute('aria-valuenow', String(most - 24));
  });

  test("/order: a table per tab with its columns and the row's values; a row opens the sheet", async ({ page, request }) => {
    const { order, orders } = await demoTrader(page);
    const { Id } = await order({ cont: '1', target_profit_price: '3100.00' });
    await page.goto('/order');
    const table = page.getByRole('table');
    await expect(headers(table)).toHaveText(['Instrument', 'Direction', 'Lots', 'Open price', 'Current price', 'Take-profit', 'Stop-loss', 'Margin', 'Profit and loss', 'Open time']);
    const row = page.getByTestId(`order-${Id}`);
    await expect(row.getByRole('rowheader')).toHaveText(`${ETH.show} #${Id}`);
    await expect(row.getByRole('cell')).toHaveText(['Buy', '1.00', '3001.00', '3000.00', '3100.00', '--', /^[\d,]+\.\d{2}$/, '-1.00', /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/]);
    // The figures are right-aligned, each column's digits of one width.
    await expect(row.getByTestId('order-profit')).toHaveCSS('text-align', 'end');
    await expect(row.getByTestId('order-profit')).toHaveCSS('font-variant-numeric', 'tabular-nums');
    await row.click();
    await expect(orderSheet(page, Id).getByTestId('order-sheet')).toContainText('Take-profit');
    await page.keyboard.press('Escape');

    // The take-profit closes it: history says why, and how far the fill was from the level.
    await holdPrice(request, ETH.code, '3105.00', '3106.00');
    await expect(row).toBeHidden();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(headers(table)).toHaveText([
      'Instrument',
      'Direction',
      'Lots',
      'Open price',
      'Close price',
      'Take-profit',
      'Stop-loss',
      'Margin',
      'Profit and loss',
      'Open time',
      'Close time',
      'Closed by',
      'Slippage',
    ]);
    const [closed] = (await orders(3)).data;
    expect(closed!.Id).toBe(Id);
    const done = page.getByTestId(`order-${Id}`);
    await expect(done.getByTestId('close-reason')).toHaveText('Take-profit reached');
    await expect(done.getByRole('cell').last()).toHaveText(/better|slipped|no slippage/);
    await expect(page.getByText('No more')).toBeVisible();
  });
});
