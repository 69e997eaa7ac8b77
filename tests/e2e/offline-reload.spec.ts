import { expect, chartInk, quoteRow } from './fixtures.ts';
import { test } from './helpers/network.ts';
import { offlineBanner, readSnapshot, snapshotKeys, waitForServiceWorker } from './helpers/offline.ts';

interface StoredList {
  list: { ShowCode: string; ForexQuotations: { Close: string } }[];
}

const shownNumber = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

// Issue 11, items 2, 3 and 7: after one online visit the app opens with no network and shows
// the last quotes and candles from its IndexedDB snapshots, under the offline banner, with
// trading disabled; when the network returns it goes live again without a reload.
test.describe('offline after one online visit', () => {
  test('a reload with no network shows the last prices under the banner, and they go live again when the network returns', async ({ page, network }) => {
    await page.goto('/');
    const price = quoteRow(page, 'BTC/USD').getByTestId('price');
    await expect(price).toHaveText(/^\d[\d,]*\.\d+$/);
    await waitForServiceWorker(page);
    await expect.poll(() => readSnapshot(page, 'lotwise-instruments', 'guest|en')).not.toBeNull();
    await expect(offlineBanner(page)).toBeHidden();

    await network.offline();
    await page.reload();
    await expect(offlineBanner(page)).toHaveText(/^Offline · prices as of \d{1,2}:\d{2}\s?[AP]M$/);
    // The list on screen is the snapshot's: the same last price, read back from IndexedDB.
    const stored = await readSnapshot<StoredList>(page, 'lotwise-instruments', 'guest|en');
    const btc = stored?.data.list.find((item) => item.ShowCode === 'BTC/USD');
    expect(btc).toBeDefined();
    await expect.poll(async () => shownNumber(await price.textContent())).toBe(Number(btc!.ForexQuotations.Close));
    await expect(page.getByText('No connection to the server')).toBeHidden();

    await network.online();
    await expect(offlineBanner(page)).toBeHidden({ timeout: 20_000 });
    const before = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(before);
  });

  test('/trade opened offline draws the last candles, and Buy and Sell wait for the network', async ({ page, network }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // Under the service worker's control, so the chart's code is cached as /trade loads it.
    await page.goto('/trade');
    const chart = page.getByRole('img', { name: /Candlestick chart of/ });
    await expect(chart).toHaveAttribute('data-status', 'ready');
    const onlineCandles = Number(await chart.getAttribute('data-candles'));
    expect(onlineCandles).toBeGreaterThanOrEqual(100);
    await expect.poll(async () => (await snapshotKeys(page, 'lotwise-candles')).length).toBeGreaterThan(0);
    await expect.poll(() => readSnapshot(page, 'lotwise-instruments', 'guest|en')).not.toBeNull();
    const buy = page.getByRole('button', { name: /^Buy/ });
    await expect(buy).toBeEnabled();

    await network.offline();
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(chart).toHaveAttribute('data-status', 'ready');
    expect(Number(await chart.getAttribute('data-candles'))).toBe(onlineCandles);
    await expect.poll(() => chartInk(page)).toBeGreaterThan(2_000);
    await expect(buy).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Sell/ })).toBeDisabled();
    await expect(page.getByRole('note')).toHaveText('You are offline. Trading and money actions will be back when the connection is.');

    await network.online();
    await expect(offlineBanner(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('note')).toBeHidden();
    await expect(buy).toBeEnabled();
    await expect(chart).toHaveAttribute('data-live-close', /^\d+(\.\d+)?$/, { timeout: 20_000 });
  });
});
