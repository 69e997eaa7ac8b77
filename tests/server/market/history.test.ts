import { describe, expect, it } from 'vitest';
import { PERIODS } from '../../../src/contract/index.ts';
import { CandleAggregator, type CandleRow } from '../../../src/server/market/candles.ts';
import { backfill, generateHistory } from '../../../src/server/market/history.ts';
import { toPoints } from '../../../src/server/market/prices.ts';
import { isOpenWithin } from '../../../src/server/market/sessions.ts';
import { bucketEnd } from '../../../src/server/market/time.ts';
import { at, forexClosed, info, onePerSchedule } from './fixtures.ts';

const options = (now: number, seed = 'test') => ({ seed, now, ticksPerMinute: 72 });
/** The periods with 500 generated candles; weeks and months have five years' worth. */
const UP_TO_DAYS = PERIODS.filter((p) => p !== '1week' && p !== '1mon');
const count = (rows: CandleRow[], id: number, period: string) => rows.filter((r) => r.instrumentId === id && r.period === period).length;

describe('generated history', () => {
  it('gives every period of every trading schedule at least 300 candles (five years of weeks and months), even just after a weekend', () => {
    // Monday 02:01 in New York: European indices have just opened after two and a half closed days.
    for (const now of [at('2026-11-23T07:01:00Z'), at('2026-07-19T22:10:00Z')]) {
      const instruments = onePerSchedule();
      const rows = generateHistory(new CandleAggregator(), instruments, options(now));
      for (const i of instruments) {
        for (const period of UP_TO_DAYS) expect(count(rows, i.id, period), `${i.code} ${period}`).toBeGreaterThanOrEqual(300);
        expect(count(rows, i.id, '1week'), `${i.code} weeks`).toBeGreaterThanOrEqual(260);
        expect(count(rows, i.id, '1mon'), `${i.code} months`).toBeGreaterThanOrEqual(60);
      }
    }
  });

  it('puts no candle in closed hours', () => {
    const instruments = onePerSchedule();
    const rows = generateHistory(new CandleAggregator(), instruments, options(at('2026-11-25T19:31:20Z')));
    for (const r of rows) {
      const i = instruments.find((x) => x.id === r.instrumentId)!;
      expect(isOpenWithin(i.schedule, r.bar.time, bucketEnd(r.period, r.bar.time)), `${i.code} ${r.period} ${new Date(r.bar.time).toISOString()}`).toBe(true);
    }
    // And checked without the market's own session code: no FX minute or hour on a weekend.
    const eurusd = info('EURUSD');
    const fx = rows.filter((r) => r.instrumentId === eurusd.id && (r.period === '1min' || r.period === '60min'));
    expect(fx.length).toBeGreaterThan(0);
    for (const r of fx) expect(forexClosed(r.bar.time)).toBe(false);
  });

  it('ends exactly at the start price, where live quotes continue', () => {
    const instruments = onePerSchedule();
    const agg = new CandleAggregator();
    generateHistory(agg, instruments, options(at('2026-11-25T19:31:20Z')));
    for (const i of instruments) expect(agg.lastClose(i.id), i.code).toBe(toPoints(i.startPrice, i.precision));
  });

  it('is the same for the same seed and different for another seed', () => {
    const btc = info('BTCUSD');
    const now = at('2026-11-25T19:31:20Z');
    const a = generateHistory(new CandleAggregator(), [btc], options(now, 'one'));
    const b = generateHistory(new CandleAggregator(), [btc], options(now, 'one'));
    const c = generateHistory(new CandleAggregator(), [btc], options(now, 'two'));
    expect(a).toEqual(b);
    expect(c.map((r) => r.bar.high)).not.toEqual(a.map((r) => r.bar.high));
  });

  it('backfills a pause from the last close with no missing minute and no jump', () => {
    const btc = info('BTCUSD');
    const agg = new CandleAggregator();
    const stoppedAt = at('2026-11-25T19:31:20Z');
    const before = generateHistory(agg, [btc], options(stoppedAt)).filter((r) => r.period === '1min');
    const last = before[before.length - 1].bar;
    // Ten minutes later the server starts again on the same candles.
    const after = backfill(agg, btc, options(stoppedAt + 10 * 60_000), 1200).filter((r) => r.period === '1min' && r.bar.time > last.time);
    expect(after.map((r) => r.bar.time)).toEqual(Array.from({ length: 10 }, (_, k) => last.time + (k + 1) * 60_000));
    let close = last.close;
    for (const r of after) {
      expect(r.bar.open).toBe(close);
      close = r.bar.close;
    }
  });

  it('backfills a closed weekend with nothing and continues on Sunday evening', () => {
    const eurusd = info('EURUSD');
    const agg = new CandleAggregator();
    const fridayClose = at('2026-11-27T22:00:00Z'); // Friday 17:00 New York
    generateHistory(agg, [eurusd], options(fridayClose));
    const rows = backfill(agg, eurusd, options(at('2026-11-29T22:05:00Z')), 1200); // Sunday 17:05
    const minutes = rows.filter((r) => r.period === '1min' && r.bar.time >= fridayClose).map((r) => r.bar.time);
    expect(minutes).toEqual([0, 1, 2, 3, 4].map((k) => at('2026-11-29T22:00:00Z') + k * 60_000));
  });

  it('backfills months of downtime with a candle per open day and full recent periods', () => {
    const xau = info('XAUUSD');
    const agg = new CandleAggregator();
    const stoppedAt = at('2026-03-04T15:00:00Z');
    generateHistory(agg, [xau], options(stoppedAt));
    const now = at('2026-06-17T15:00:00Z');
    const rows = backfill(agg, xau, options(now), 1200);
    const days = rows.filter((r) => r.period === '1day' && r.bar.time > stoppedAt).map((r) => r.bar);
    const weekdays = new Set(days.map((d) => new Date(d.time + 12 * 3_600_000).getUTCDay()));
    expect(weekdays.has(6)).toBe(false); // no Saturday
    expect(days.length).toBeGreaterThan(85); // about six trading days a week for 15 weeks
    for (let k = 1; k < days.length; k++) expect(days[k].open).toBe(days[k - 1].close);
    // The stored days before the stop stay; the intraday periods are refilled from minutes.
    for (const period of UP_TO_DAYS.filter((p) => p !== '1day')) expect(count(rows, xau.id, period), period).toBeGreaterThanOrEqual(300);
  });
});
