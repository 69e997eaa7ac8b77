import { PERIODS } from '../../contract/index.ts';
import type { CandleAggregator, CandleRow } from './candles.ts';
import type { InstrumentInfo } from './catalog.ts';
import { pointsToPrice, priceModel } from './model.ts';
import { Path } from './path.ts';
import { createRandom } from './random.ts';
import { isOpenWithin } from './sessions.ts';
import { bucketStart, DAY, floorMinute, HOUR, MINUTE, nyDayStart, nyNextDayStart } from './time.ts';

// Generated history, so charts are full on the first start and have no hole after a restart.
// One walk in three resolutions, each ending exactly where the next begins: years of days, then
// months of hours (the 4-hour chart), then weeks of minutes (the 30-minute chart and finer).
// Each candle is aggregated into its own period and every coarser one, so periods agree where
// they overlap. Only open minutes, hours and days get candles. Everything derives from the seed.

/** Candles every period up to 1day has after the first start (kline serves 500; at least 300 are promised). */
export const HISTORY_CANDLES = 500;
/** Years of days, so the weekly and monthly charts have a history too (about 260 weeks, 60 months). */
export const HISTORY_YEARS = 5;

export interface GenerateOptions {
  seed: string;
  /** Generate up to this time (exclusive); the live market continues from here. */
  now: number;
  /** Expected ticks per minute of the live simulator, for plausible volumes. */
  ticksPerMinute: number;
}

/**
 * First start: feeds `aggregator` with enough history for HISTORY_CANDLES candles in every
 * period. The path is pinned to end exactly at the start price (a Brownian bridge), because
 * the seed's start prices are today's levels. Returns the rows to store (newest
 * HISTORY_CANDLES per period), one instrument at a time to keep memory small.
 */
export function generateHistory(aggregator: CandleAggregator, instruments: InstrumentInfo[], options: GenerateOptions): CandleRow[] {
  const rows: CandleRow[] = [];
  for (const info of instruments) {
    const model = priceModel(info);
    const random = createRandom(`${options.seed}:${info.code}:history`);
    const { hoursStart, minutesStart } = windows(info, options.now);
    const daysStart = Math.min(startOfLastOpenBuckets(info, '1day', HISTORY_CANDLES + 2, hoursStart), bucketStart('1mon', options.now - HISTORY_YEARS * 365 * DAY));
    // Begin somewhere around the start price, as if the market had always hovered there.
    const first = Number(info.startPrice) * Math.exp(0.5 * Math.sqrt(model.variancePerMs * 365 * 86_400_000) * random.normal());
    const path = new Path(model, random, first);
    path.days(info, daysStart, hoursStart, options.ticksPerMinute);
    path.hours(info, hoursStart, minutesStart, options.ticksPerMinute);
    path.minutes(info, minutesStart, options.now, options.ticksPerMinute);
    path.feed(aggregator, Math.log(Number(info.startPrice)), HISTORY_CANDLES);
    rows.push(...newestPerPeriod(aggregator.drain(options.now, true), HISTORY_CANDLES));
  }
  return rows;
}

/**
 * Restart: fills the time from the last stored candle to now, continuing from its close, for
 * one instrument whose latest candles are restored in `aggregator`. A gap longer than the
 * minute window is bridged by days and hours first. Returns the rows to store.
 */
export function backfill(aggregator: CandleAggregator, info: InstrumentInfo, options: GenerateOptions, keep: number): CandleRow[] {
  const last = aggregator.latest(info.id, '1min');
  if (!last) return [];
  const resume = last.time + MINUTE;
  if (resume >= floorMinute(options.now)) return [];
  const model = priceModel(info);
  const path = new Path(model, createRandom(`${options.seed}:${info.code}:backfill:${resume}`), pointsToPrice(model, last.close));
  const { hoursStart, minutesStart } = windows(info, options.now);
  let from = resume;
  if (from < hoursStart) {
    path.days(info, nyNextDayStart(from), hoursStart, options.ticksPerMinute);
    from = hoursStart;
  }
  if (from < minutesStart) {
    // From the first whole hour: the minutes before it are stored already.
    path.hours(info, Math.ceil(from / HOUR) * HOUR, minutesStart, options.ticksPerMinute);
    from = minutesStart;
  }
  path.minutes(info, from, options.now, options.ticksPerMinute);
  path.feed(aggregator, null, keep);
  return newestPerPeriod(aggregator.drain(options.now, true), keep);
}

/**
 * Where the hours and the minutes of a walk ending at `now` begin (New York midnights): the
 * minutes give HISTORY_CANDLES 30min candles, the hours as many 4hour candles.
 */
function windows(info: InstrumentInfo, now: number): { hoursStart: number; minutesStart: number } {
  return {
    hoursStart: nyDayStart(startOfLastOpenBuckets(info, '60min', 4 * (HISTORY_CANDLES + 2), now)),
    minutesStart: nyDayStart(startOfLastOpenBuckets(info, '60min', Math.ceil((HISTORY_CANDLES + 2) / 2), now)),
  };
}

/** Start of the `count`-th most recent bucket of `period` with open time, counting back from `before`. */
export function startOfLastOpenBuckets(info: InstrumentInfo, period: '60min' | '1day', count: number, before: number): number {
  let start = bucketStart(period, before - 1);
  let found = 0;
  for (let guard = 0; guard < 20_000; guard++) {
    const end = period === '1day' ? nyNextDayStart(start) : start + HOUR;
    if (isOpenWithin(info.schedule, start, end)) found++;
    if (found >= count) return start;
    start = period === '1day' ? nyDayStart(start - 1) : start - HOUR;
  }
  return start;
}

/** Keeps the newest `keep` rows of each instrument and period (rows arrive oldest first). */
function newestPerPeriod(rows: CandleRow[], keep: number): CandleRow[] {
  const groups = new Map<string, CandleRow[]>();
  for (const r of rows) {
    const key = `${r.instrumentId}|${r.period}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(r);
  }
  const out: CandleRow[] = [];
  for (const period of PERIODS) for (const [key, g] of groups) if (key.endsWith(`|${period}`)) out.push(...g.slice(-keep));
  return out;
}
