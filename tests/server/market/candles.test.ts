import { describe, expect, it } from 'vitest';
import { PERIODS, type Period } from '../../../src/contract/index.ts';
import { CandleAggregator, type Bar, type CandleRow } from '../../../src/server/market/candles.ts';
import { generateHistory } from '../../../src/server/market/history.ts';
import { bucketStart } from '../../../src/server/market/time.ts';
import { at, info } from './fixtures.ts';

const tick = (time: number, price: number, volume = 1): Bar => ({ time, open: price, high: price, low: price, close: price, volume });

function byPeriod(rows: CandleRow[], id: number): Record<Period, Bar[]> {
  const out = Object.fromEntries(PERIODS.map((p) => [p, [] as Bar[]])) as Record<Period, Bar[]>;
  for (const r of rows) if (r.instrumentId === id) out[r.period].push(r.bar);
  for (const p of PERIODS) out[p].sort((a, b) => a.time - b.time);
  return out;
}

/** The candle the finer candles make together. */
function combine(bars: Bar[]) {
  return {
    open: bars[0].open,
    high: Math.max(...bars.map((b) => b.high)),
    low: Math.min(...bars.map((b) => b.low)),
    close: bars[bars.length - 1].close,
    volume: bars.reduce((sum, b) => sum + b.volume, 0),
  };
}

describe('candle aggregation', () => {
  it('a tick updates the forming candle of every period', () => {
    const agg = new CandleAggregator();
    const t = at('2026-11-24T15:07:10Z');
    agg.add(1, tick(t, 100, 3));
    agg.add(1, tick(t + 1_000, 105, 2));
    agg.add(1, tick(t + 2_000, 98, 1));
    for (const period of PERIODS) {
      expect(agg.latest(1, period)).toEqual({ time: bucketStart(period, t), open: 100, high: 105, low: 98, close: 98, volume: 6 });
    }
  });

  it('a new candle opens at the previous close, so the chart has no jumps', () => {
    const agg = new CandleAggregator();
    const t = at('2026-11-24T15:07:50Z');
    agg.add(1, tick(t, 100));
    agg.add(1, tick(t + 20_000, 103)); // the next minute
    expect(agg.latest(1, '1min')).toMatchObject({ time: at('2026-11-24T15:08:00Z'), open: 100, high: 103, low: 100, close: 103 });
    expect(agg.latest(1, '5min')).toMatchObject({ time: at('2026-11-24T15:05:00Z'), open: 100, close: 103 });
  });

  it('hands out a finished candle once, and a forming one again only after it changed', () => {
    const agg = new CandleAggregator();
    const t = at('2026-11-24T15:07:50Z');
    agg.add(1, tick(t, 100));
    expect(agg.drain(t + 1_000, true)).toHaveLength(PERIODS.length);
    expect(agg.drain(t + 2_000, true)).toHaveLength(0);
    // The market closes: at the next minute the 1min candle has ended and is handed out sealed.
    expect(agg.drain(t + 11_000, false).map((r) => r.period)).toEqual(['1min']);
    expect(agg.drain(t + 12_000, true)).toHaveLength(0);
  });

  describe('of generated history', () => {
    const eurusd = info('EURUSD');
    const now = at('2026-11-25T19:31:20Z'); // a Wednesday afternoon in New York
    const agg = new CandleAggregator();
    const bars = byPeriod(generateHistory(agg, [eurusd], { seed: 'test', now, ticksPerMinute: 72 }), eurusd.id);

    it('every 5min candle equals its five 1min candles', () => {
      const minutes = bars['1min'];
      let checked = 0;
      for (const five of bars['5min']) {
        const inside = minutes.filter((m) => m.time >= five.time && m.time < five.time + 300_000);
        if (inside.length < 5 || inside[0].time < minutes[0].time + 60_000) continue; // only fully kept ones
        expect({ open: five.open, high: five.high, low: five.low, close: five.close, volume: five.volume }).toEqual(combine(inside));
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
    });

    it("a day's 1day candle has the open, high, low, close and volume of its 60min candles", () => {
      const hours = bars['60min'];
      let checked = 0;
      for (const day of bars['1day']) {
        if (day.time <= hours[0].time) continue; // days before the kept hours
        const inside = hours.filter((h) => bucketStart('1day', h.time) === day.time);
        expect(inside.length).toBeGreaterThan(0);
        expect({ open: day.open, high: day.high, low: day.low, close: day.close, volume: day.volume }).toEqual(combine(inside));
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    });

    it('every candle opens at the close of the one before it', () => {
      for (const period of PERIODS) {
        const list = bars[period];
        for (let i = 1; i < list.length; i++) expect(list[i].open).toBe(list[i - 1].close);
      }
    });
  });
});
