import { describe, expect, it } from 'vitest';
import { PERIODS, type Period } from '../../../src/contract/index.ts';
import { CandleAggregator, type Bar, type CandleRow } from '../../../src/server/market/candles.ts';
import { generateHistory } from '../../../src/server/market/history.ts';
import { rollUp } from '../../../src/server/market/roll-up.ts';
import { bucketEnd, bucketStart } from '../../../src/server/market/time.ts';
import { at, info, onePerSchedule } from './fixtures.ts';

// The 4-hour, weekly and monthly periods (issue 19): their buckets on New York's calendar, and
// their candles as the sum of the finer ones, live and in the generated history.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tick = (time: number, price: number, volume = 1): Bar => ({ time, open: price, high: price, low: price, close: price, volume });

describe('calendar buckets in New York time', () => {
  it('cuts 4-hour candles at New York 00:00, 04:00 ... 20:00, with a 3 or 5 hour first candle on DST days', () => {
    // Winter (UTC−5): 10:30 New York is in the 08:00 candle, 13:00 UTC.
    expect(bucketStart('4hour', at('2026-01-14T15:30:00Z'))).toBe(at('2026-01-14T13:00:00Z'));
    // Summer (UTC−4): 23:59 New York is in the 20:00 candle.
    expect(bucketStart('4hour', at('2026-07-15T03:59:00Z'))).toBe(at('2026-07-15T00:00:00Z'));
    // 8 March 2026, clocks go forward at 02:00: the night's candle lasts 3 hours.
    const spring = at('2026-03-08T05:00:00Z'); // 00:00 EST
    expect(bucketStart('4hour', at('2026-03-08T07:30:00Z'))).toBe(spring);
    expect(bucketEnd('4hour', spring)).toBe(spring + 3 * HOUR); // 04:00 EDT
    // 1 November 2026, clocks go back at 02:00: it lasts 5 hours.
    const fall = at('2026-11-01T04:00:00Z'); // 00:00 EDT
    expect(bucketStart('4hour', at('2026-11-01T08:59:00Z'))).toBe(fall);
    expect(bucketEnd('4hour', fall)).toBe(fall + 5 * HOUR); // 04:00 EST
    expect(bucketStart('4hour', fall + 5 * HOUR)).toBe(fall + 5 * HOUR);
  });

  it('starts a week on Sunday 00:00 New York, so the FX open on Sunday 17:00 begins the new week', () => {
    const sunday = at('2026-11-22T05:00:00Z'); // Sunday 00:00 EST
    expect(bucketStart('1week', at('2026-11-22T22:00:00Z'))).toBe(sunday); // Sunday 17:00, the open
    expect(bucketStart('1week', at('2026-11-27T21:59:00Z'))).toBe(sunday); // Friday 16:59, the close
    expect(bucketStart('1week', sunday - 60_000)).toBe(at('2026-11-15T05:00:00Z')); // Saturday 23:59: the week before
    expect(bucketEnd('1week', sunday)).toBe(at('2026-11-29T05:00:00Z'));
    // The week the clocks go back is an hour longer; the week they go forward an hour shorter.
    expect(bucketEnd('1week', at('2026-11-01T04:00:00Z'))).toBe(at('2026-11-08T05:00:00Z'));
    expect(bucketEnd('1week', at('2026-03-08T05:00:00Z'))).toBe(at('2026-03-15T04:00:00Z'));
  });

  it('starts a month on the 1st at 00:00 New York, however long the month', () => {
    // 1 January 02:00 UTC is still 31 December in New York.
    expect(bucketStart('1mon', at('2026-01-01T02:00:00Z'))).toBe(at('2025-12-01T05:00:00Z'));
    expect(bucketStart('1mon', at('2026-01-01T05:00:00Z'))).toBe(at('2026-01-01T05:00:00Z'));
    expect(bucketEnd('1mon', at('2026-01-01T05:00:00Z'))).toBe(at('2026-02-01T05:00:00Z'));
    expect(bucketEnd('1mon', at('2028-02-01T05:00:00Z'))).toBe(at('2028-03-01T05:00:00Z')); // leap February
    // 1 November 2026 is a Sunday whose clocks go back at 02:00: the month starts at EDT midnight.
    expect(bucketStart('1mon', at('2026-11-20T12:00:00Z'))).toBe(at('2026-11-01T04:00:00Z'));
    expect(bucketEnd('1mon', at('2026-10-01T04:00:00Z'))).toBe(at('2026-11-01T04:00:00Z'));
    expect(bucketEnd('1mon', at('2026-11-01T04:00:00Z'))).toBe(at('2026-12-01T05:00:00Z'));
  });
});

describe('aggregation into the new periods', () => {
  it('adds up ticks across a 4-hour, a week and a month boundary: open, high, low, close and volume', () => {
    const agg = new CandleAggregator();
    const id = 1;
    // Friday 30 October 2026 15:59 New York (EDT), then Sunday 1 November 17:00 (EST): new 4-hour candle, new week, new month.
    const friday = at('2026-10-30T19:59:00Z');
    agg.add(id, tick(friday, 100, 2));
    agg.add(id, tick(friday + 10_000, 104, 3));
    agg.add(id, tick(friday + 20_000, 97, 1));
    const done = { open: 100, high: 104, low: 97, close: 97, volume: 6 };
    expect(agg.latest(id, '4hour')).toEqual({ time: at('2026-10-30T16:00:00Z'), ...done });
    expect(agg.latest(id, '1week')).toMatchObject({ time: at('2026-10-25T04:00:00Z'), high: 104, low: 97, close: 97 });
    const sunday = at('2026-11-01T22:00:00Z');
    agg.add(id, tick(sunday, 99, 4));
    agg.add(id, tick(sunday + 60_000, 101, 5));
    // The new candles open at the previous close (97) and hold only the new ticks' volume.
    const next = { open: 97, high: 101, low: 97, close: 101, volume: 9 };
    expect(agg.latest(id, '4hour')).toEqual({ time: at('2026-11-01T21:00:00Z'), ...next }); // 16:00 EST
    expect(agg.latest(id, '1week')).toEqual({ time: at('2026-11-01T04:00:00Z'), ...next });
    expect(agg.latest(id, '1mon')).toEqual({ time: at('2026-11-01T04:00:00Z'), ...next });
    const finished = agg.drain(sunday + 120_000, false).filter((r) => r.period === '4hour' || r.period === '1week' || r.period === '1mon');
    expect(finished.map((r) => [r.period, r.bar])).toEqual([
      ['4hour', { time: at('2026-10-30T16:00:00Z'), ...done }],
      ['1week', { time: at('2026-10-25T04:00:00Z'), open: 100, high: 104, low: 97, close: 97, volume: 6 }],
      ['1mon', { time: at('2026-10-01T04:00:00Z'), open: 100, high: 104, low: 97, close: 97, volume: 6 }],
    ]);
  });

  it('rolls stored hours and days up into 4-hour, weekly and monthly candles', () => {
    const hours: Bar[] = [0, 1, 2, 3, 4, 5].map((k) => ({ time: at('2026-01-14T13:00:00Z') + k * HOUR, open: 10 + k, high: 20 + k, low: 5 - k, close: 11 + k, volume: k + 1 }));
    expect(rollUp(hours, '4hour')).toEqual([
      { time: at('2026-01-14T13:00:00Z'), open: 10, high: 23, low: 2, close: 14, volume: 10 },
      { time: at('2026-01-14T17:00:00Z'), open: 14, high: 25, low: 0, close: 16, volume: 11 },
    ]);
    // Thursday 29 January to Tuesday 3 February: two weeks (Sunday 1 February) and two months.
    const days: Bar[] = [0, 1, 2, 3, 4, 5].map((k) => ({ time: at('2026-01-29T05:00:00Z') + k * DAY, open: k, high: 10 + k, low: -k, close: k + 1, volume: 1 }));
    expect(rollUp(days, '1week').map((b) => [new Date(b.time).toISOString(), b.open, b.high, b.low, b.close, b.volume])).toEqual([
      ['2026-01-25T05:00:00.000Z', 0, 12, -2, 3, 3],
      ['2026-02-01T05:00:00.000Z', 3, 15, -5, 6, 3],
    ]);
    expect(rollUp(days, '1mon').map((b) => [new Date(b.time).toISOString(), b.open, b.close, b.volume])).toEqual([
      ['2026-01-01T05:00:00.000Z', 0, 3, 3],
      ['2026-02-01T05:00:00.000Z', 3, 6, 3],
    ]);
  });
});

describe('generated history of the new periods', () => {
  const byPeriod = (rows: CandleRow[], id: number, period: Period) => rows.filter((r) => r.instrumentId === id && r.period === period).map((r) => r.bar);

  it('agrees with the finer periods: each 4-hour candle is its hours, each week and month its days', () => {
    const now = at('2026-11-25T19:31:20Z');
    const instruments = onePerSchedule();
    const rows = generateHistory(new CandleAggregator(), instruments, { seed: 'test', now, ticksPerMinute: 72 });
    for (const i of instruments) {
      const hours = byPeriod(rows, i.id, '60min');
      const fourHours = byPeriod(rows, i.id, '4hour');
      // The 4-hour chart reaches months further back than the hourly one, from generated hours.
      expect(fourHours.length, i.code).toBeGreaterThanOrEqual(300);
      // The first rolled candle may begin before the oldest hour (or day) kept: compare the rest.
      const same = (coarse: Bar[], rolled: Bar[], what: string) => {
        const byTime = new Map(coarse.map((b) => [b.time, b]));
        expect(rolled.length, what).toBeGreaterThan(12);
        for (const r of rolled.slice(1)) expect(byTime.get(r.time), `${what} ${new Date(r.time).toISOString()}`).toEqual(r);
      };
      same(fourHours, rollUp(hours, '4hour'), `${i.code} 4hour`);
      const days = byPeriod(rows, i.id, '1day');
      for (const period of ['1week', '1mon'] as const) same(byPeriod(rows, i.id, period), rollUp(days, period), `${i.code} ${period}`);
    }
  });

  it('has no gap or jump where the days, the hours and the minutes join', () => {
    const now = at('2026-11-25T19:31:20Z');
    const instruments = [info('EURUSD'), info('BTCUSD'), info('GER40')];
    const agg = new CandleAggregator();
    const rows = generateHistory(agg, instruments, { seed: 'test', now, ticksPerMinute: 72 });
    for (const i of instruments) {
      // Every period opens each candle at the close before it, through all three resolutions.
      for (const period of PERIODS) {
        const bars = byPeriod(rows, i.id, period);
        for (let k = 1; k < bars.length; k++) expect(bars[k].open, `${i.code} ${period} ${new Date(bars[k].time).toISOString()}`).toBe(bars[k - 1].close);
      }
      // A year of days at least, and a daily candle for every open weekday (no hole at the joins).
      const days = byPeriod(rows, i.id, '1day');
      expect(now - days[0].time, i.code).toBeGreaterThanOrEqual(365 * DAY);
      for (let k = 1; k < days.length; k++) expect(days[k].time - days[k - 1].time, `${i.code} ${new Date(days[k].time).toISOString()}`).toBeLessThanOrEqual(3 * DAY + HOUR);
      const fourHours = byPeriod(rows, i.id, '4hour');
      for (let k = 1; k < fourHours.length; k++) expect(fourHours[k].time - fourHours[k - 1].time).toBeLessThanOrEqual(3 * DAY);
      // Every period ends on the same price: the live market's.
      expect(new Set(PERIODS.map((p) => agg.latest(i.id, p)!.close)).size, i.code).toBe(1);
    }
  });
});
