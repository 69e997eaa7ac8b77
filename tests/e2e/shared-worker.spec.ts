import { test, expect, quoteRow } from './fixtures.ts';

// Under automation the app uses a dedicated socket worker (a SharedWorker keeps Chromium's
// network-idle from ever firing, which stalls test tools). People's browsers get the
// SharedWorker: this spec takes that path by reporting a non-automated browser.
test.describe('the live connection in a SharedWorker', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(`Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });`);
  });

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
