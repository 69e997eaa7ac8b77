// When a page measured by a script (budget, repeat start) has loaded what it is going to load.
// Not Playwright's 'networkidle': the app's live connection runs in a SharedWorker, as people get
// it, and Chromium reports the worker's script download to the worker, not the page, so the
// page's request never finishes and network idle never comes (issue 21). The app itself says when
// its live connection is open (<html data-socket-status="open">); after that, a quiet spell with
// no new request from the page.
import type { Page } from '@playwright/test';

/** The page's own signal that its live connection is open (src/app/lib/socket/client.ts). */
export const SOCKET_OPEN = 'html[data-socket-status="open"]';

/**
 * Starts counting the page's requests; the returned function resolves once the live connection
 * is open and `quietMs` have passed with no new request. Call it before the navigation.
 */
export function watchRequests(page: Page, quietMs = 1000): () => Promise<void> {
  let lastRequestAt = Date.now();
  page.on('request', () => void (lastRequestAt = Date.now()));
  return async () => {
    await page.locator(SOCKET_OPEN).waitFor({ state: 'attached', timeout: 30_000 });
    for (;;) {
      const quietFor = Date.now() - lastRequestAt;
      if (quietFor >= quietMs) return;
      await page.waitForTimeout(quietMs - quietFor);
    }
  };
}
