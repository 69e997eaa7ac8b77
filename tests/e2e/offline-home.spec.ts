import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { test } from './helpers/network.ts';
import { offlineBanner, readSnapshot, waitForServiceWorker } from './helpers/offline.ts';

// Issue 19, item 10: the offline glance. After an online visit, / opened with no network two
// hours later looks as it did: every row's logo (kept by the service worker), the small charts
// of the rows that were seen (kept in the snapshot) and the category chips (kept in the
// snapshot); the banner says how old the prices are, the snapshot's time, and the header never
// says "Connecting" under "Offline". When the network returns, it is live again.

interface StoredList {
  list: { Id: number; Code: string; ShowCode: string; Logo: string | null; ForexQuotations: { Close: string } }[];
  categories: { NameShowTrans: string }[] | null;
  sparklines?: { id: number }[];
}

const DB = 'lotwise-instruments';
const KEY = 'guest|en';
const HOUR = 3_600_000;
const stored = (page: Page) => readSnapshot<StoredList>(page, DB, KEY);
const connecting = (page: Page) => page.getByText('Connecting', { exact: true });
const live = (page: Page) => page.getByText('Live', { exact: true });
const firstPrice = (page: Page) => page.locator('.quote-list').getByTestId('price').first();

/** The codes of the rows whose small chart is drawn. */
const chartedRows = (page: Page) =>
  page
    .locator('.quote-row')
    .filter({ has: page.locator('.sparkline path') })
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-code') ?? ''));

/** The banner's time for `at`, as the page formats it: the time alone when it is the page's today. */
const asOfText = (page: Page, at: number): Promise<string> =>
  page.evaluate(`(() => {
    const then = new Date(${at});
    const today = new Date().toDateString() === then.toDateString();
    return new Intl.DateTimeFormat('en', today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(then);
  })()`);

/** Whether every row shows its logo as a drawn image (no letters in its place). */
const logosDrawn = (page: Page): Promise<boolean> =>
  page.evaluate(`[...document.querySelectorAll('.quote-list .quote-row')].every((row) => {
    const image = row.querySelector('img.logo');
    return image !== null && image.complete && image.naturalWidth > 0;
  })`);

test.describe('the offline home', () => {
  test.beforeEach(({}, info) => {
    test.skip(info.project.name !== 'phone', 'nothing here depends on the width: one project is enough');
  });

  test('keeps the logos, charts and chips of the last visit, says how old the prices are, and goes live again', async ({ page, network }) => {
    await page.goto('/');
    await expect(firstPrice(page)).toHaveText(/\d/);
    await waitForServiceWorker(page);
    // The rows on screen draw their charts; the snapshot keeps them, and the service worker
    // holds every row's logo, those below the fold too.
    await expect.poll(async () => (await chartedRows(page)).length).toBeGreaterThanOrEqual(5);
    const charted = await chartedRows(page);
    await expect
      .poll(async () => {
        const snapshot = await stored(page);
        const kept = new Set(snapshot?.data.sparklines?.map((series) => series.id));
        return charted.filter((code) => !snapshot?.data.list.some((item) => item.Code === code && kept.has(item.Id)));
      })
      .toEqual([]);
    const online = (await stored(page))!;
    const logos = online.data.list.map((item) => item.Logo).filter((logo) => logo !== null);
    expect(logos.length).toBe(online.data.list.length);
    await expect.poll(() => page.evaluate(`Promise.all(${JSON.stringify(logos)}.map((url) => caches.match(url))).then((hits) => hits.every(Boolean))`)).toBe(true);
    await expect(live(page)).toBeVisible();

    await page.clock.install({ time: Date.now() + 2 * HOUR });
    await network.offline();
    await page.reload();
    const snapshot = (await stored(page))!;
    await expect(offlineBanner(page)).toHaveText(`Offline · prices as of ${await asOfText(page, snapshot.at)}`);
    await expect(connecting(page)).toBeHidden();
    await expect(live(page)).toBeHidden();
    await expect(page.locator('.quote-row')).toHaveCount(snapshot.data.list.length);
    await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button')).toHaveText(['All', 'Watchlist', ...snapshot.data.categories!.map((category) => category.NameShowTrans)]);
    for (const code of charted) await expect(page.locator(`.quote-row[data-code="${code}"] .sparkline path`).last()).toHaveAttribute('d', /^M[\d.]+/);
    await page.locator('.quote-row').last().scrollIntoViewIfNeeded();
    await expect.poll(() => logosDrawn(page)).toBe(true);
    await expect(page.locator('.logo-fallback')).toHaveCount(0);
    await expect(connecting(page)).toBeHidden();

    // Back online: live again, the banner and its time gone, and the charts of the rows in view
    // asked for again (the stored ones stand in only while offline).
    const chartsAgain = page.waitForRequest((request) => request.url().includes('/abbreviated_cache_kline'));
    await network.online();
    await expect(live(page)).toBeVisible({ timeout: 20_000 });
    await expect(offlineBanner(page)).toBeHidden();
    await expect(page.getByText(/prices as of/)).toBeHidden();
    await chartsAgain;
    // Those of the rows at the top load again as they come back into view.
    await page.locator('.quote-row').first().scrollIntoViewIfNeeded();
    for (const code of charted) await expect(page.locator(`.quote-row[data-code="${code}"] .sparkline path`).last()).toHaveAttribute('d', /^M[\d.]+/);
  });

  test("a repeat visit's list, kept by the service worker too, gives way to the newer snapshot and its time", async ({ page, network }) => {
    await page.goto('/');
    await expect(firstPrice(page)).toHaveText(/\d/);
    await waitForServiceWorker(page);
    // A second visit under the service worker: it keeps this load's list (and categories) too.
    await page.reload();
    await expect(firstPrice(page)).toHaveText(/\d/);
    const loaded = Date.now();
    // Quotes tick on; the snapshot written after them is newer than the worker's copy.
    await expect.poll(async () => (await stored(page))?.at ?? 0, { timeout: 20_000 }).toBeGreaterThan(loaded + 1_000);

    await page.clock.install({ time: Date.now() + 2 * HOUR });
    await network.offline();
    await page.reload();
    const snapshot = (await stored(page))!;
    await expect(offlineBanner(page)).toHaveText(`Offline · prices as of ${await asOfText(page, snapshot.at)}`);
    await expect(connecting(page)).toBeHidden();
    const btc = snapshot.data.list.find((item) => item.ShowCode === 'BTC/USD')!;
    const shown = page.locator('.quote-row[data-code="' + btc.Code + '"]').getByTestId('price');
    await expect.poll(async () => Number((await shown.textContent())?.replace(/,/g, ''))).toBe(Number(btc.ForexQuotations.Close));
  });
});
