import type { Locator, Page } from '@playwright/test';
import { LANGS, LANG_INFO } from '../../src/contract/languages.ts';
import { test, expect, quoteRow } from './fixtures.ts';
import { holdPrice, releasePrice } from './helpers/trading.ts';

// Issue 19: the 4H, 1W and 1MN periods, the drawing tools kept per instrument, and a chart that
// keeps its candles and labels whole in a phone's full-screen landscape. BTC/USD and ETH/USD
// trade around the clock.

async function openChart(page: Page, showCode = 'BTC/USD') {
  await page.goto('/');
  await quoteRow(page, showCode).click();
  await expect(page).toHaveURL((url) => url.pathname === '/trade');
  const chart = page.locator('.chart');
  await expect(chart).toHaveAttribute('data-status', 'ready');
  return chart;
}

test.describe('chart periods', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('4H, 1W and 1MN show their candles', async ({ page }) => {
    const chart = await openChart(page);
    const bar = page.getByRole('group', { name: 'Chart period' });
    for (const [label, least] of [
      ['4H', 300],
      ['1W', 260],
      ['1MN', 60],
    ] as const) {
      await bar.getByRole('button', { name: label, exact: true }).click();
      await expect(bar.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(chart).toHaveAttribute('data-status', 'ready');
      await expect.poll(async () => Number(await chart.getAttribute('data-candles')), label).toBeGreaterThanOrEqual(least);
    }
    // The month chart's last label names the month.
    await expect(chart).toHaveAttribute('data-last-label', /^\d{4}-\d{2}$/);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the nine periods and the chart tools fit whole in all 18 languages', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/trade');
    await expect.poll(() => page.evaluate(`localStorage.getItem('lotwise.lang')`)).toBe('"en"');
    const cut: string[] = [];
    for (const lang of LANGS) {
      await expect(async () => {
        await page.evaluate(`localStorage.setItem('lotwise.lang', '"${lang}"')`);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', LANG_INFO[lang].tag, { timeout: 3000 });
      }).toPass({ timeout: 30_000 });
      const periods = page.locator('.period-bar');
      await expect(periods.locator('button')).toHaveCount(9);
      // The row is measured by a ResizeObserver, whose callback comes with the next frame after
      // React's commit (before that frame is painted): a read in between sees the unmeasured row
      // that no person ever sees. So the check is asked again until it holds or 5 s pass.
      const measure = () =>
        page.evaluate(`(() => {
        const out = [];
        const bar = document.querySelector('.period-bar');
        if (bar.scrollWidth > bar.clientWidth + 0.5) out.push('period bar scrolls');
        for (const b of bar.querySelectorAll('button')) if (b.scrollWidth > b.clientWidth + 0.5) out.push('period ' + b.textContent);
        const tools = document.querySelector('.chart-toolbar');
        const box = tools.getBoundingClientRect();
        for (const child of tools.children) {
          const r = child.getBoundingClientRect();
          if (r.width === 0 || getComputedStyle(child).position === 'absolute' || child.tagName === 'DIALOG') continue;
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push('tool outside: ' + (child.getAttribute('aria-label') || child.textContent));
          if (child.scrollWidth > child.clientWidth + 0.5) out.push('tool cut: ' + (child.getAttribute('aria-label') || child.textContent));
        }
        return out;
      })()`) as Promise<string[]>;
      let problems = await measure();
      await expect
        .poll(async () => (problems = await measure()), { timeout: 5000 })
        .toEqual([])
        .catch(() => undefined);
      if (problems.length > 0) cut.push(`${lang}: ${problems.join(', ')}`);
    }
    expect(cut).toEqual([]);
  });
});

test.describe('drawing tools', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a horizontal line drawn on BTC/USD can be selected and deleted, stays after a reload, is not on ETH/USD, and can be cleared', async ({ page }) => {
    const chart = await openChart(page);
    // BTC/USD is held where it is, so the axis stays put between the drawing tap and the tap
    // that selects the line (a walking price rescales it).
    await expect(chart).toHaveAttribute('data-live-close', /\d/);
    const close = Number(await chart.getAttribute('data-live-close'));
    await holdPrice(page.request, 'BTCUSD', close.toFixed(2), (close + 10).toFixed(2));
    try {
      await drawKeepAndDelete(page, chart);
    } finally {
      await releasePrice(page.request, 'BTCUSD');
    }
  });
});

/**
 * The horizontal line's round trip: drawn, selected and deleted; drawn again, kept across a
 * reload, per instrument; then cleared for good. The selecting tap follows the drawing tap at
 * once: after a reload or an instrument switch the axis may have rescaled (a new minute candle),
 * and a tap at the old height missed the line (seen on loaded machines).
 */
async function drawKeepAndDelete(page: Page, chart: Locator) {
  await expect(chart).toHaveAttribute('data-drawings', '');
  const tools = page.getByRole('button', { name: 'Drawing tools' });
  const panel = page.getByRole('group', { name: 'Drawing tools' });
  const box = (await chart.boundingBox())!;
  const y = box.y + 150;
  const drawLine = async () => {
    await tools.click();
    await panel.getByRole('button', { name: 'Horizontal line' }).click();
    await expect(panel).toBeHidden();
    // One tap on the candles places the line at that price.
    await page.mouse.click(box.x + box.width * 0.4, y);
    await expect(chart).toHaveAttribute('data-drawings', 'horizontalStraightLine');
    await expect(tools).toContainText('1');
  };
  await tools.click();
  await expect(panel.getByRole('button', { name: 'Clear all drawings' })).toBeDisabled();
  await tools.click();
  await drawLine();

  // A tap on the line selects it; the panel then deletes it.
  await page.mouse.click(box.x + box.width * 0.2, y);
  await tools.click();
  await expect(panel.getByRole('button', { name: 'Delete selected drawing' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Delete selected drawing' }).click();
  await expect(chart).toHaveAttribute('data-drawings', '');

  await drawLine();
  await page.reload();
  await expect(chart).toHaveAttribute('data-status', 'ready');
  await expect(chart).toHaveAttribute('data-drawings', 'horizontalStraightLine');

  // Another instrument has its own (none), and coming back brings the line back.
  const choose = async (showCode: RegExp) => {
    await page.getByRole('button', { name: /Choose instrument/ }).click();
    await page.getByRole('dialog', { name: 'Instruments' }).getByRole('button', { name: showCode }).click();
  };
  await choose(/^ETH\/USD/);
  await expect(page.getByRole('img', { name: 'Candlestick chart of ETH/USD' })).toHaveAttribute('data-status', 'ready');
  await expect(chart).toHaveAttribute('data-drawings', '');
  await choose(/^BTC\/USD/);
  await expect(page.getByRole('img', { name: 'Candlestick chart of BTC/USD' })).toHaveAttribute('data-status', 'ready');
  await expect(chart).toHaveAttribute('data-drawings', 'horizontalStraightLine');

  // Cleared, for good.
  await tools.click();
  await panel.getByRole('button', { name: 'Clear all drawings' }).click();
  await expect(chart).toHaveAttribute('data-drawings', '');
  await page.reload();
  await expect(chart).toHaveAttribute('data-status', 'ready');
  await expect(chart).toHaveAttribute('data-drawings', '');
}

test.describe('full screen on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('with volume, MACD and RSI on, the candles keep half the chart and no price label sits under the last-price tag', async ({ page }) => {
    const chart = await openChart(page);
    await page.getByRole('button', { name: 'Indicators' }).click();
    const menu = page.getByRole('dialog', { name: 'Indicators' });
    await menu.getByRole('switch', { name: /^MACD/ }).check();
    await menu.getByRole('switch', { name: /^RSI/ }).check();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(chart).toHaveAttribute('data-indicators', 'MACD RSI VOL');
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();

    // The panes as klinecharts laid them out in the page: the first is the candles'.
    const panes = async () =>
      (await chart.evaluate(`[...document.querySelector('.chart').firstElementChild.children].map((pane) => Math.round(pane.getBoundingClientRect().height)).filter((h) => h > 8)`)) as number[];
    await expect.poll(async () => (await panes()).length).toBe(5); // candles, three indicators, time axis
    await expect.poll(async () => (await panes())[0]).toBeGreaterThanOrEqual(140);
    const heights = await panes();
    const total = heights.reduce((sum, h) => sum + h, 0);
    expect(heights[0]).toBeGreaterThanOrEqual((total - heights[4]) / 2 - 4);
    for (const sub of heights.slice(1, 4)) expect(sub).toBeGreaterThanOrEqual(28);

    // The price labels klinecharts draws keep clear of the last-price tag and inside the pane,
    // even with the price held exactly on a label's value.
    const labelHeight = 13; // 11 px text
    const tagHeight = 16; // 12 px text and its padding
    const axis = async () => ({
      tag: Number(await chart.getAttribute('data-price-tag')),
      coords: ((await chart.getAttribute('data-price-labels')) ?? '').split(',').filter(Boolean).map(Number),
      values: ((await chart.getAttribute('data-price-label-values')) ?? '').split(',').filter(Boolean).map(Number),
      candle: Number(/candle_pane:(\d+)/.exec((await chart.getAttribute('data-pane-heights')) ?? '')?.[1]),
    });
    const clear = async () => {
      const { tag, coords, candle } = await axis();
      expect(coords.length).toBeGreaterThan(1);
      for (const y of coords) {
        expect(Math.abs(y - tag), `label at ${y}, tag at ${tag}`).toBeGreaterThanOrEqual((tagHeight + labelHeight) / 2);
        expect(y - labelHeight / 2).toBeGreaterThanOrEqual(0);
        expect(y + labelHeight / 2).toBeLessThanOrEqual(candle);
      }
    };
    await expect.poll(async () => (await axis()).values.length).toBeGreaterThan(1);
    await clear();
    const { values } = await axis();
    // Holding the price on a label needs a third one to stay after it gives way: with the random
    // market's range in a pane this short, klinecharts sometimes draws only two (seen once in a
    // fresh run); the labels were still checked clear of the tag above.
    if (values.length < 3) {
      test.info().annotations.push({ type: 'note', description: 'two price labels in this range: checked clear of the tag, not held on one' });
      return;
    }
    const onLabel = values[Math.floor(values.length / 2)]!;
    try {
      await holdPrice(page.request, 'BTCUSD', onLabel.toFixed(2), (onLabel + 10).toFixed(2));
      await expect(chart).toHaveAttribute('data-live-close', onLabel.toFixed(2));
      // That label gives way to the tag; the others stay clear of it.
      await expect.poll(async () => (await axis()).values).not.toContain(onLabel);
      await clear();
    } finally {
      await releasePrice(page.request, 'BTCUSD');
    }
    await page.screenshot({ path: test.info().outputPath('landscape.png') });
  });
});
