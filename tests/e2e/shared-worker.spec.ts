import { test, expect, quoteRow } from './fixtures.ts';
import { startRelay } from './helpers/network.ts';

// The SharedWorker is the path people get, and automation takes it too (issue 21): every spec
// runs on it. The dedicated worker is the fallback for browsers without one, proven last.
test.describe('the live connection in a SharedWorker', () => {
  test('feeds live prices to two tabs of the same app', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) await page.goto('/', { waitUntil: 'load' });
    for (const page of [first, second]) {
      const price = quoteRow(page, 'BTC/USD').getByTestId('price');
      await expect(price).toHaveText(/^\d[\d,]*\.\d+$/);
      const before = await price.textContent();
      await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(before);
    }
    for (const page of [first, second]) await expect(page.locator('html')).toHaveAttribute('data-socket-worker', 'shared');
  });

  test('two tabs share one connection: the server sees a single socket', async ({ context, baseURL }) => {
    const relay = await startRelay(Number(new URL(baseURL!).port));
    // The relay is another origin: the fixture's language choice is made there too.
    await context.addInitScript(`if (!localStorage.getItem('lotwise.lang')) localStorage.setItem('lotwise.lang', '"en"');`);
    try {
      const first = await context.newPage();
      await first.goto(`${relay.base}/`, { waitUntil: 'load' });
      const firstPrice = quoteRow(first, 'BTC/USD').getByTestId('price');
      await expect(firstPrice).toHaveText(/^\d[\d,]*\.\d+$/);
      await expect.poll(relay.open).toBe(1);

      const second = await context.newPage();
      await second.goto(`${relay.base}/trade`, { waitUntil: 'load' });
      await expect(second.locator('html')).toHaveAttribute('data-socket-worker', 'shared');
      // The second tab is live (its chart's forming candle comes over the socket)...
      await expect(second.getByRole('img', { name: /Candlestick chart of/ })).toHaveAttribute('data-live-close', /^\d+(\.\d+)?$/, { timeout: 20_000 });
      const before = await firstPrice.textContent();
      await expect.poll(() => firstPrice.textContent(), { timeout: 20_000 }).not.toBe(before);
      // ...yet the server still holds one socket for both tabs.
      expect(relay.open()).toBe(1);
    } finally {
      await relay.close();
    }
  });

  test('keeps the second tab live after the first one closes', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) await page.goto('/', { waitUntil: 'load' });
    await first.close();
    const price = quoteRow(second, 'ETH/USD').getByTestId('price');
    await expect(price).toHaveText(/^\d[\d,]*\.\d+$/);
    const before = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(before);
  });
});

test('without SharedWorker (older browsers) a dedicated worker carries the live prices', async ({ page }) => {
  await page.addInitScript(`delete globalThis.SharedWorker;`);
  await page.goto('/');
  const price = quoteRow(page, 'BTC/USD').getByTestId('price');
  await expect(price).toHaveText(/^\d[\d,]*\.\d+$/);
  const before = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(before);
  await expect(page.locator('html')).toHaveAttribute('data-socket-worker', 'dedicated');
  await expect(page.locator('html')).toHaveAttribute('data-socket-status', 'open');
});
