import { test, expect } from './fixtures.ts';

// On /, the live connection waits for the first quotes (issue 11: nothing competes with them),
// at most a few seconds. Leaving / before they show must not leave another screen without it.
test('leaving / before its quotes show starts the live connection at once', async ({ page }) => {
  // The page's timers stand still: only the navigation can start the connection, not the wait's cap.
  await page.clock.install({ time: new Date('2026-11-23T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-23T12:00:01Z'));
  await page.route('**/v1/api/forex/trade_list*', () => undefined); // the list never answers
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'News' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-socket-worker');
  await main.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/news');
  await expect(page.locator('html')).toHaveAttribute('data-socket-worker', 'shared');
});

// On /trade too: its header and ticket get their first quote from trade_list, and the live
// connection (like the notices and the service worker) follows them rather than competing.
test('on /trade the live connection starts once the first quote is on screen', async ({ page }) => {
  // When the page marks its socket worker started (html[data-socket-worker]), on the clock paints are timed by.
  await page.addInitScript(`{
    const now = performance.now.bind(performance); // the real one: the clock below replaces it
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-socket-worker')) return;
      window.socketStartedAt = now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true });
  }`);
  // The page's timers stand still: the wait's cap cannot start the connection, only the quote.
  await page.clock.install({ time: new Date('2026-11-23T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-23T12:00:01Z'));
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/v1/api/forex/trade_list*', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/trade');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-socket-worker');
  answer();
  await expect(page.getByText('A market order opens at the current price: buy at the ask, sell at the bid.')).toBeVisible();
  // No timer runs: the browser reporting the quote's frame as the largest paint starts it, so the
  // worker starts after that paint, never counted into it (issue 21 item 5).
  await expect(page.locator('html')).toHaveAttribute('data-socket-worker', 'shared');
  const order = await page.evaluate<{ paint: number; worker: number }>(`new Promise((resolve) =>
    new PerformanceObserver((list) => resolve({ paint: list.getEntries().at(-1).startTime, worker: window.socketStartedAt ?? -1 })).observe({ type: 'largest-contentful-paint', buffered: true }),
  )`);
  expect(order.worker).toBeGreaterThanOrEqual(order.paint);
});
