import type { Locator, Page } from '@playwright/test';
import { test, expect, quoteRow } from './fixtures.ts';
import { demoTrader, orderSheet } from './helpers/trading.ts';

// One time-zone setting (issue 19 item 7): the device's by default, New York or UTC by choice;
// orders, the ledger and the chart all follow it. The browser is put in Tokyo (UTC+9 all year,
// no summer time), so the device's zone and UTC differ by nine hours whatever the date.
test.use({ timezoneId: 'Asia/Tokyo' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as English writes it ("Nov 25, 2026, 3:05 AM") at a fixed offset, worked out by hand, not by Intl. */
function english(iso: string, offsetHours: number): string {
  const d = new Date(Date.parse(iso) + offsetHours * 3_600_000);
  const h = d.getUTCHours();
  const clock = `${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${clock}`;
}

/** A <time>'s text, spaces as plain spaces (Chromium may put a narrow no-break space before AM). */
const shown = async (time: Locator) => ((await time.textContent()) ?? '').replace(/\s/g, ' ');

/** Picks a zone on the settings screen (/mine/system). */
async function chooseZone(page: Page, name: string) {
  await page.goto('/mine/system');
  const group = page.getByRole('group', { name: 'Time zone' });
  await group.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await expect(group.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
}

test.describe('the time zone setting', () => {
  test('orders, the ledger and the chart show the device zone, then UTC once chosen', async ({ page }) => {
    const { order } = await demoTrader(page);
    const { Id } = await order({});

    // The device's zone by default: the settings say so, with its name and offset.
    await page.goto('/mine/system');
    const group = page.getByRole('group', { name: 'Time zone' });
    await expect(group.getByRole('radio', { name: 'Device time Asia/Tokyo, UTC+9' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'New York time America/New_York, UTC-5' }).or(group.getByRole('radio', { name: 'New York time America/New_York, UTC-4' }))).toBeVisible();

    await page.goto('/order');
    const time = page.getByTestId(`order-${Id}`).getByTestId('order-time');
    await expect(time).toHaveAttribute('datetime', /Z$/);
    const opened = (await time.getAttribute('datetime'))!;
    expect(await shown(time)).toBe(english(opened, 9));

    await chooseZone(page, 'Universal time');
    await page.goto('/order');
    await expect(time).toHaveAttribute('datetime', opened);
    await expect.poll(() => shown(time)).toBe(english(opened, 0));
    // The order's sheet too.
    await page.getByTestId(`order-${Id}`).click();
    const openTime = orderSheet(page, Id).getByTestId('order-open-time');
    await expect.poll(() => shown(openTime)).toBe(english(opened, 0));

    // Every ledger entry (the demo money, the fee of this order) in UTC.
    await page.goto('/mine/history');
    const entries = page.getByTestId('ledger-time');
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all()) {
      expect(await shown(entry)).toBe(english((await entry.getAttribute('datetime'))!, 0));
    }

    // The chart: klinecharts holds the zone, the caption names it, and the last 1-minute candle's
    // label is its UTC time (this minute's candle, or the last one's when the minute just turned).
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    await page.getByRole('button', { name: '1M', exact: true }).click();
    const chart = page.getByRole('img', { name: /Candlestick chart of BTC\/USD/ });
    await expect(chart).toHaveAttribute('data-status', 'ready');
    await expect(chart).toHaveAttribute('data-timezone', 'UTC');
    await expect(page.getByTestId('chart-zone')).toHaveText(/Universal time\s*·\s*UTC$/);
    const minute = (at: number) => new Date(at).toISOString().slice(11, 16);
    const now = Date.now();
    expect([minute(now), minute(now - 60_000), minute(now + 60_000)]).toContain(await chart.getAttribute('data-last-label'));

    // Back to the device's zone in another tab: this tab's chart follows at once, without a reload.
    const settings = await page.context().newPage();
    await chooseZone(settings, 'Device time');
    await expect(chart).toHaveAttribute('data-timezone', 'Asia/Tokyo');
    await expect(page.getByTestId('chart-zone')).toHaveText(/Device time\s*·\s*Asia\/Tokyo, UTC\+9$/);
    const tokyo = (at: number) => minute(at + 9 * 3_600_000);
    const later = Date.now();
    expect([tokyo(later), tokyo(later - 60_000), tokyo(later + 60_000)]).toContain(await chart.getAttribute('data-last-label'));
  });
});
