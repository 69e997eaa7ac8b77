import { PERIODS } from '../../contract/index.ts';
import type { CandleAggregator, CandleRow } from './candles.ts';
import type { InstrumentInfo } from './catalog.ts';
import { minuteVolume, priceModel, pointsToPrice, roundToPoints, stepLogPrice, type PriceModel } from './model.ts';
import { createRandom, type Random } from './random.ts';
import { isOpenWithin, isScheduleOpen } from './sessions.ts';
import { bucketStart, floorMinute, HOUR, MINUTE, nyDayStart, nyNextDayStart } from './time.ts';

// Generated history, so charts are full on the first start and have no hole after a restart.
// Recent weeks come from a 1-minute path aggregated into every period (so periods agree where
// they overlap); older days come from a daily walk that ends exactly where that path begins.
// Only open minutes and open days get candles. Everything derives from the seed.

/** Candles every period has after the first start (kline serves 500; at least 300 are promised). */
export const HISTORY_CANDLES = 500;
/** Sub-steps of a generated candle: its high and low are the extremes of this little path. */
const STEPS_PER_MINUTE = 3;
const STEPS_PER_DAY = 12;

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
    const pathStart = nyDayStart(startOfLastOpenBuckets(info, '60min', HISTORY_CANDLES + 2, options.now));
    const daysStart = startOfLastOpenBuckets(info, '1day', HISTORY_CANDLES + 2, pathStart);
    // Begin somewhere around the start price, as if the market had always hovered there.
    const first = Number(info.startPrice) * Math.exp(0.5 * Math.sqrt(model.variancePerMs * 365 * 86_400_000) * random.normal());
    const path = new Path(model, random, first);
    path.days(info, daysStart, pathStart);
    path.minutes(info, pathStart, options);
    path.feed(aggregator, Math.log(Number(info.startPrice)));
    rows.push(...newestPerPeriod(aggregator.drain(options.now, true), HISTORY_CANDLES));
  }
  return rows;
}

/**
 * Restart: fills the time from the last stored candle to now, continuing from its close, for
 * one instrument whose latest candles are restored in `aggregator`. A gap longer than the
 * minute window is bridged by days first. Returns the rows to store.
 */
export function backfill(aggregator: CandleAggregator, info: InstrumentInfo, options: GenerateOptions, keep: number): CandleRow[] {
  const last = aggregator.latest(info.id, '1min');
  if (!last) return [];
  const resume = last.time + MINUTE;
  if (resume >= floorMinute(options.now)) return [];
  const model = priceModel(info);
  const path = new Path(model, createRandom(`${options.seed}:${info.code}:backfill:${resume}`), pointsToPrice(model, last.close));
  const windowStart = nyDayStart(startOfLastOpenBuckets(info, '60min', HISTORY_CANDLES + 2, options.now));
  let from = resume;
  if (resume < windowStart) {
    path.days(info, nyNextDayStart(resume), windowStart);
    from = windowStart;
  }
  path.minutes(info, from, options);
  path.feed(aggregator, null);
  return newestPerPeriod(aggregator.drain(options.now, true), keep);
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

/**
 * A price path recorded step by step (log price and open time elapsed at each step), then
 * turned into candles. Recording first lets the first start pin the end to the start price.
 * Plain number arrays, one entry per step or candle: hundreds of thousands of small objects
 * would cost more in garbage collection than the arithmetic.
 */
class Path {
  private readonly logs: number[] = [];
  private readonly elapsed: number[] = [0];
  /** Per candle: start time, 1 when it is a day (fed to 1day only), sub-steps, volume. */
  private readonly times: number[] = [];
  private readonly isDay: number[] = [];
  private readonly stepCounts: number[] = [];
  private readonly volumes: number[] = [];
  private log: number;
  private clock = 0;

  constructor(
    private readonly model: PriceModel,
    private readonly random: Random,
    start: number,
  ) {
    this.log = Math.log(start);
    this.logs.push(this.log);
  }

  private steps(count: number, dtMs: number) {
    for (let s = 0; s < count; s++) {
      this.log = stepLogPrice(this.model, this.log, dtMs, this.random.normal());
      this.clock += dtMs;
      this.logs.push(this.log);
      this.elapsed.push(this.clock);
    }
  }

  private candle(time: number, day: boolean, steps: number, volume: number) {
    this.times.push(time);
    this.isDay.push(day ? 1 : 0);
    this.stepCounts.push(steps);
    this.volumes.push(volume);
  }

  /** One candle per open day in [from, to). */
  days(info: InstrumentInfo, from: number, to: number) {
    for (let day = nyDayStart(from); day < to; day = nyNextDayStart(day)) {
      const openMs = openTimeWithin(info, day, nyNextDayStart(day));
      if (openMs === 0) continue;
      this.steps(STEPS_PER_DAY, openMs / STEPS_PER_DAY);
      // A day's volume is about the sum of its minutes' volumes.
      this.candle(day, true, STEPS_PER_DAY, minuteVolume(this.random.next(), (openMs / MINUTE) * 20));
    }
  }

  /** One candle per open minute in [from, now). */
  minutes(info: InstrumentInfo, from: number, options: GenerateOptions) {
    const end = floorMinute(options.now);
    const alwaysOpen = info.schedule === 'crypto';
    for (let t = floorMinute(from); t < end; t += MINUTE) {
      if (!alwaysOpen && !isScheduleOpen(info.schedule, t)) continue;
      this.steps(STEPS_PER_MINUTE, MINUTE / STEPS_PER_MINUTE);
      this.candle(t, false, STEPS_PER_MINUTE, minuteVolume(this.random.next(), options.ticksPerMinute));
    }
  }

  /**
   * Feeds the candles into the aggregator. With `endLog`, a drift growing with open time is
   * added so the last close lands exactly there (a bridge: the walk keeps its look).
   */
  feed(aggregator: CandleAggregator, endLog: number | null) {
    const last = this.logs.length - 1;
    const total = this.elapsed[last] || 1;
    const shift = endLog === null ? 0 : endLog - this.logs[last];
    const at = (i: number) => roundToPoints(this.model, Math.exp(this.logs[i] + (shift * this.elapsed[i]) / total));
    const bar = { time: 0, open: 0, high: 0, low: 0, close: 0, volume: 0 }; // reused: add() copies
    let i = 0;
    for (let c = 0; c < this.times.length; c++) {
      const open = at(i);
      let high = open;
      let low = open;
      let close = open;
      for (let s = 0; s < this.stepCounts[c]; s++) {
        close = at(++i);
        if (close > high) high = close;
        if (close < low) low = close;
      }
      bar.time = this.times[c];
      bar.open = open;
      bar.high = high;
      bar.low = low;
      bar.close = close;
      bar.volume = this.volumes[c];
      aggregator.add(this.model.id, bar, this.isDay[c] ? '1day' : '1min');
    }
  }
}

/** Open time of a schedule in [from, to), in ms (trading hours change on whole hours). */
function openTimeWithin(info: InstrumentInfo, from: number, to: number): number {
  let open = 0;
  for (let t = from; t < to; t += 30 * MINUTE) if (isScheduleOpen(info.schedule, t)) open += 30 * MINUTE;
  return open;
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
