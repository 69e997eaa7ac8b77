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
  await page.clock.runFor(100); // the frame that paints the quote, then the timer after it
  await expect(page.locator('html')).toHaveAttribute('data-socket-worker', 'shared');
});
