import { test, expect, chartInk, quoteRow } from './fixtures.ts';

test.describe('trade', () => {
  test('draws candles of the current instrument', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    const chart = page.getByRole('img', { name: /Candlestick chart of BTC\/USD/ });
    await expect(chart).toHaveAttribute('data-status', 'ready');
    expect(Number(await chart.getAttribute('data-candles'))).toBeGreaterThanOrEqual(100);
    await expect.poll(() => chartInk(page)).toBeGreaterThan(2_000);
  });

  test('switching the period reloads the candles for that period', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'ETH/USD').click();
    const chart = page.getByRole('img', { name: /Candlestick chart/ });
    await expect(chart).toHaveAttribute('data-status', 'ready');
    const request = page.waitForRequest((r) => r.url().includes('/v1/api/forex/kline') && r.url().includes('period=5min'));
    await page.getByRole('button', { name: '5M', exact: true }).click();
    await request;
    await expect(page.getByRole('button', { name: '5M', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute('data-status', 'ready');
    await expect.poll(() => chartInk(page)).toBeGreaterThan(2_000);
  });

  test('a halted market disables buy and sell and says the market is closed', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'USD/CHF').click();
    await expect(page.getByRole('heading', { name: 'USD/CHF' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Sell/ })).toBeDisabled();
    await expect(page.getByText(/Market closed/)).toBeVisible();
  });

  test('an open market enables buy and sell; a guest who taps buy is asked to log in', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    const buy = page.getByRole('button', { name: /^Buy/ });
    await expect(buy).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Sell/ })).toBeEnabled();
    await buy.click();
    await expect(page).toHaveURL(/\/login\?from=%2Ftrade$/);
  });

  test('the instrument drawer lists all instruments and switches the chart', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    await page.getByRole('button', { name: /Choose instrument/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Instruments' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button')).not.toHaveCount(1);
    const klineForSol = page.waitForRequest((r) => r.url().includes('/v1/api/forex/kline') && r.url().includes('forex_id=23'));
    await drawer.getByRole('button', { name: /SOL\/USD/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'SOL/USD' })).toBeVisible();
    await klineForSol;
    await expect(page.getByRole('img', { name: /Candlestick chart of SOL\/USD/ })).toHaveAttribute('data-status', 'ready');
  });
});

test('the chart follows the forming candle pushed on KLINE.<code>', async ({ page }) => {
  await page.goto('/');
  await quoteRow(page, 'BTC/USD').click();
  const chart = page.getByRole('img', { name: /Candlestick chart of BTC\/USD/ });
  await expect(chart).toHaveAttribute('data-status', 'ready');
  await expect(chart).toHaveAttribute('data-live-close', /^\d+(\.\d+)?$/, { timeout: 15_000 });
});
