import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, quoteRow } from './fixtures.ts';

// The service worker of the built app, against the real server that serves dist/app
// (playwright.config.ts). The worker is registered once the page is idle after load.
const dist = resolveDist();

function resolveDist(): string {
  return process.env.STATIC_DIR ?? join(process.cwd(), 'dist', 'app');
}

async function controlledBy(page: Page): Promise<void> {
  await page.goto('/');
  await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
  // clientsClaim: the first worker takes the open page once it is active.
  await expect.poll(() => page.evaluate<string>(`navigator.serviceWorker.controller?.state ?? 'none'`), { timeout: 30_000 }).toBe('activated');
}

/** Whether a newer worker is installed and waiting. */
const WAITING = `navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))`;

/** Every URL any cache of the origin holds. */
function cachedUrls(page: Page): Promise<string[]> {
  // String scripts: these files are type-checked without the DOM library.
  return page.evaluate<string[]>(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  })()`);
}

test.describe('the service worker', () => {
  test('keeps the last instrument list per language without its timestamp, and never an answer that needs a session', async ({ page }) => {
    await controlledBy(page);
    await page.reload(); // now through the worker: the list's answer is cached
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();

    // A logged-in session, through the screens that call the session-only API.
    await quoteRow(page, 'BTC/USD').click();
    await page.getByRole('button', { name: /^Buy/ }).click();
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/trade');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Mine' }).click();
    await expect(page.getByRole('region', { name: 'Your account' }).getByText('Demo account')).toBeVisible();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/order');
    await nav.getByRole('link', { name: 'Quotes' }).click();
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();

    const apiUrls = (await cachedUrls(page)).map((u) => new URL(u)).filter((u) => u.pathname.startsWith('/api/') || u.pathname.startsWith('/v1/'));
    // Only the two public calls, each under one key per language, none with `t`.
    expect(apiUrls.map((u) => u.pathname).sort()).toEqual(['/v1/api/forex/getCategories', '/v1/api/forex/trade_list']);
    for (const url of apiUrls) {
      expect(url.searchParams.has('t'), url.href).toBe(false);
      expect(url.searchParams.get('lang'), url.href).toBe('en');
    }
  });

  test('keeps what the first visit loaded before the worker took over (catalog, logos) for an offline start', async ({ page }) => {
    await controlledBy(page);
    // No reload: the catalog and the logos were fetched before the worker controlled the page.
    const cached = async () => (await cachedUrls(page)).map((u) => new URL(u).pathname);
    await expect.poll(async () => (await cached()).some((path) => /^\/assets\/messages-.*\.js$/.test(path)), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await cached()).some((path) => path.startsWith('/logos/')), { timeout: 15_000 }).toBe(true);
  });

  test('shows "Update available" for a new deployment and changes version only when the person accepts', async ({ page }) => {
    await controlledBy(page);
    const firstWorker = await page.evaluate<string | undefined>(`navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL)`);
    expect(firstWorker).toMatch(/\/sw\.js$/);

    // A new deployment: different sw.js bytes (the precompressed copies moved aside so the
    // server sends the changed file). Restored afterwards for the other specs.
    const sw = join(dist, 'sw.js');
    copyFileSync(sw, `${sw}.orig`);
    for (const ext of ['br', 'gz']) if (existsSync(`${sw}.${ext}`)) renameSync(`${sw}.${ext}`, `${sw}.${ext}.orig`);
    try {
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// deployment ${Date.now()}\n`);
      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expect(prompt).toContainText('A new version of Lotwise is ready.');
      // Until the tap, the new worker waits and the page stays on the old one.
      expect(await page.evaluate<boolean>(WAITING)).toBe(true);

      await prompt.getByRole('button', { name: 'Update' }).click();
      await page.waitForEvent('load'); // the page reloads under the new worker
      await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
      await expect.poll(() => page.evaluate<boolean>(WAITING)).toBe(false);
      await expect(page.getByText('Update available')).toHaveCount(0);
      const activeBytes = await page.evaluate<string>(`fetch('/sw.js', { cache: 'no-store' }).then((r) => r.text())`);
      expect(activeBytes).toContain('// deployment');
    } finally {
      renameSync(`${sw}.orig`, sw);
      for (const ext of ['br', 'gz']) if (existsSync(`${sw}.${ext}.orig`)) renameSync(`${sw}.${ext}.orig`, `${sw}.${ext}`);
      rmSync(`${sw}.orig`, { force: true });
    }
  });
});
