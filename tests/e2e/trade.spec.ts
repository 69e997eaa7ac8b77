import type { Page } from '@playwright/test';
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

  test('an open market enables buy and sell; a guest who taps buy is told to log in to place orders', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    const buy = page.getByRole('button', { name: /^Buy/ });
    await expect(buy).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Sell/ })).toBeEnabled();
    await buy.click();
    await expect(page).toHaveURL(/\/login\?from=%2Ftrade&reason=order$/);
    await expect(page.getByRole('status').filter({ hasText: 'Log in to place orders' })).toBeVisible();
    // Opened without a reason, the login screen shows no banner.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Log in to place orders')).toHaveCount(0);
  });

  test('while candles load the chart shows a skeleton, not an empty price axis; it names its time zone', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/api/forex/kline**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    await expect(page.getByRole('progressbar', { name: 'Loading chart' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Candlestick chart/ })).toBeHidden();
    release();
    await expect(page.getByRole('img', { name: /Candlestick chart of BTC\/USD/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading chart' })).toHaveCount(0);
    // The time zone chosen in the settings (the device's unless chosen otherwise), with its offset.
    await expect(page.getByTestId('chart-zone')).toHaveText(/^Device time\s*·\s*\S+/);
  });

  test('the 1D chart labels its last candle with the New York date of today', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    await page.getByRole('button', { name: '1D', exact: true }).click();
    const chart = page.getByRole('img', { name: /Candlestick chart of BTC\/USD/ });
    await expect(chart).toHaveAttribute('data-status', 'ready');
    const parts = new Intl.DateTimeFormat('en', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(Date.now());
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    await expect(chart).toHaveAttribute('data-last-label', `${part('year')}-${part('month')}-${part('day')}`);
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

interface FlashEntry {
  changedAt: number;
  tintedAt?: number;
  clearedAt?: number;
}

/**
 * Records each change of the trade price, and when its tint (an opacity animation of the backdrop
 * behind it) started and ended after it, checked every frame.
 * A string script: these files are type-checked without the DOM library.
 */
async function watchFlash(page: Page): Promise<() => Promise<FlashEntry[]>> {
  await expect(page.getByTestId('trade-price')).toBeVisible();
  await page.evaluate(`(() => {
    const price = document.querySelector('[data-testid="trade-price"]');
    const tint = price.querySelector('.flash-tint');
    const log = (window.flashLog = []);
    let text = price.textContent;
    let tinted = false;
    const check = () => {
      const now = performance.now();
      if (price.textContent !== text) {
        text = price.textContent;
        log.push({ changedAt: now });
      }
      const tintedNow = tint.getAnimations().some((animation) => animation.playState === 'running');
      const entry = log[log.length - 1];
      if (entry && tintedNow && !tinted) entry.tintedAt = now;
      if (entry && !tintedNow && tinted) entry.clearedAt = now;
      tinted = tintedNow;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  return () => page.evaluate('window.flashLog') as Promise<FlashEntry[]>;
}

test('a price change tints the price briefly, well within the 500 ms between ticks', async ({ page }) => {
  await page.goto('/');
  await quoteRow(page, 'BTC/USD').click();
  const log = await watchFlash(page);
  await expect.poll(async () => (await log()).filter((entry) => entry.clearedAt !== undefined).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  for (const entry of await log()) {
    if (entry.tintedAt === undefined) continue;
    expect(entry.tintedAt - entry.changedAt).toBeLessThan(100); // on the change itself
    if (entry.clearedAt !== undefined) expect(entry.clearedAt - entry.changedAt).toBeLessThan(300);
  }
});

test('with reduced motion a price change is not tinted', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await quoteRow(page, 'BTC/USD').click();
  const log = await watchFlash(page);
  await expect.poll(async () => (await log()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect((await log()).filter((entry) => entry.tintedAt !== undefined)).toEqual([]);
});
