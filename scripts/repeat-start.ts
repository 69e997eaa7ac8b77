// `npm run repeat-start`: how soon a repeat start shows the home list's prices, measured in
// Chromium against the built server (a temp DATA_DIR): one online visit fills the service
// worker's caches and the IndexedDB snapshots, then each start is timed from navigation to the
// first price on screen (performance.now() when a row's price appears), online and offline.
// Prints figures; asserts nothing (README, Performance).
import { launchChromium, startBuiltApp } from './built-app.ts';

const app = await startBuiltApp('repeat');
const { base } = app;
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
const page = await context.newPage();
// The first visit: the list, then time for the snapshot's write and the worker's caches.
await page.goto(base + '/');
await page.locator('.quote-row [data-testid="price"]').first().waitFor();
await page.waitForTimeout(5000);
const firstPrice = `new Promise((resolve) => { const seen = () => document.querySelector('.quote-row [data-testid="price"]'); if (seen()) return resolve(performance.now()); new MutationObserver((_, o) => { if (seen()) { o.disconnect(); resolve(performance.now()); } }).observe(document, { subtree: true, childList: true }); })`;
for (const offline of [false, true]) {
  await context.setOffline(offline);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.reload({ waitUntil: 'commit' });
    times.push((await page.evaluate(firstPrice)) as number);
  }
  times.sort((a, b) => a - b);
  console.log(
    `repeat start ${offline ? 'offline' : 'online '}: first price on screen after median ${times[2]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)}; 5 reloads, no throttling)`,
  );
}
await browser.close();
await app.close();
process.exit(0);
