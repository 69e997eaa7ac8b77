import './support/browser-globals.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sparkline } from '../../src/app/features/market/Sparkline.tsx';
import { loadSparkline, sparklinesAtom, withQuotes } from '../../src/app/features/market/sparklines.ts';
import { SPARKLINE_POINTS, seriesFromCandles, withQuote, type SparkSeries } from '../../src/app/features/market/sparkline-series.ts';
import { liveQuotesAtom, mergeQuotesAtom } from '../../src/app/state/quotes.ts';
import { Provider, store } from '../../src/app/state/store.ts';
import type { QuoteTick } from '../../src/contract/market.ts';
import { fakeServer, ok, until } from './support/fake-server.ts';

const HOUR = 3_600_000;
const T0 = 1_700_000_000_000 - (1_700_000_000_000 % HOUR);
const candle = (hour: number, close: string) => ({ Time: T0 + hour * HOUR, Open: close, High: close, Low: close, Close: close, Volume: '1' });
const tick = (id: number, time: number, close: string, change = '0.10'): QuoteTick => ({
  Id: id,
  Code: `C${id}`,
  MarketStatus: 1,
  Open: '1',
  Close: close,
  Change: change,
  High: close,
  Low: close,
  Bid: close,
  Ask: close,
  Time: time,
  NextOpen: null,
});
const closes = (data: SparkSeries | 'error' | undefined) => (data && data !== 'error' ? data.closes : data);

describe("a row's small chart follows the live quotes", () => {
  const series = seriesFromCandles([candle(0, '1.10'), candle(1, '1.20'), candle(2, '1.15')]);

  it('moves the last point with a quote in the newest hour', () => {
    expect(closes(withQuote(series, T0 + 2 * HOUR + 59_000, 1.18))).toEqual([1.1, 1.2, 1.18]);
  });

  it('starts a new point with a quote in a later hour, dropping the oldest past the limit', () => {
    const next = withQuote(series, T0 + 3 * HOUR + 1, 1.3);
    expect(next).toEqual({ time: T0 + 3 * HOUR, closes: [1.1, 1.2, 1.15, 1.3] });
    const full = seriesFromCandles(Array.from({ length: SPARKLINE_POINTS }, (_, hour) => candle(hour, String(hour))));
    const moved = withQuote(full, T0 + SPARKLINE_POINTS * HOUR, 99);
    expect(moved.closes).toHaveLength(SPARKLINE_POINTS);
    expect(moved.closes[0]).toBe(1);
    expect(moved.closes[SPARKLINE_POINTS - 1]).toBe(99);
  });

  it('ignores a quote older than the series and keeps the same object when nothing moves', () => {
    expect(withQuote(series, T0 + HOUR, 9)).toBe(series);
    expect(withQuote(series, T0 + 2 * HOUR + 5, 1.15)).toBe(series);
  });

  it('applies each quote to the chart of its instrument, when that chart is loaded', () => {
    const quotes = { 1: tick(1, T0 + 2 * HOUR, '1.15'), 2: tick(2, T0 + 2 * HOUR, '5'), 3: tick(3, T0 + 2 * HOUR, '7') };
    const all = { 1: series, 2: series, 4: 'error' as const };
    const next = withQuotes(all, quotes);
    expect(next[1]).toBe(series);
    expect(closes(next[2])).toEqual([1.1, 1.2, 5]);
    expect(next[3]).toBeUndefined();
    expect(next[4]).toBe('error');
    expect(withQuotes(all, { 1: quotes[1] })).toBe(all);
  });

  it('once loaded, a DAY_MARKET batch moves the chart to the price the row shows', async () => {
    const server = fakeServer();
    server.answer('/v1/api/forex/abbreviated_cache_kline', ok([candle(0, '100'), candle(1, '101')]));
    loadSparkline(41);
    const loaded = (await until(sparklinesAtom, (all) => all[41] !== undefined))[41];
    expect(closes(loaded)).toEqual([100, 101]);
    expect(server.calls('/v1/api/forex/abbreviated_cache_kline')[0].url.searchParams.get('period')).toBe('60min');

    store.set(mergeQuotesAtom, [tick(41, T0 + HOUR + 10, '101.5')]);
    expect(closes(store.get(sparklinesAtom)[41])).toEqual([100, 101.5]);
    store.set(mergeQuotesAtom, [tick(41, T0 + 2 * HOUR + 10, '99.9')]);
    expect(closes(store.get(sparklinesAtom)[41])).toEqual([100, 101.5, 99.9]);
    expect(store.get(liveQuotesAtom)[41].Close).toBe('99.9');
  });
});

describe("the small chart's colour", () => {
  const render = (change: string) => renderToStaticMarkup(createElement(Provider, { store }, createElement(Sparkline, { instrumentId: 7, change })));
  beforeEach(() => {
    // A series that rose over the two days while the price is below today's open.
    store.set(sparklinesAtom, { 7: seriesFromCandles([candle(0, '1'), candle(1, '2'), candle(2, '3')]) });
  });

  it("is the change badge's: down when the change is negative, even if the line rose", () => {
    const svg = render('-0.42');
    expect(svg).toContain('class="sparkline change-down"');
    expect(svg).toContain('stroke="currentColor"');
  });

  it('is up for a positive change and neutral for no change', () => {
    expect(render('0.42')).toContain('class="sparkline change-up"');
    expect(render('0.00')).toContain('class="sparkline change-flat"');
  });
});
