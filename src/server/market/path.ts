import { PERIODS } from '../../contract/index.ts';
import { periodIndex, type CandleAggregator } from './candles.ts';
import type { InstrumentInfo } from './catalog.ts';
import { minuteVolume, roundToPoints, stepLogPrice, type PriceModel } from './model.ts';
import type { Random } from './random.ts';
import { isScheduleOpen } from './sessions.ts';
import { bucketStart, floorMinute, HOUR, MINUTE, nyDayStart, nyNextDayStart } from './time.ts';

/** Sub-steps of a generated candle: its high and low are the extremes of this little path. */
const STEPS_PER_MINUTE = 3;
const STEPS_PER_HOUR = 6;
const STEPS_PER_DAY = 12;

/** The finest period each kind of generated candle feeds: a day is no use to a 60min chart. */
const HOUR_TIER = periodIndex('60min');
const DAY_TIER = periodIndex('1day');

/**
 * A price path recorded step by step (log price and open time elapsed at each step), then
 * turned into candles. Recording first lets the first start pin the end to the start price.
 * Plain number arrays, one entry per step or candle: hundreds of thousands of small objects
 * would cost more in garbage collection than the arithmetic.
 */
export class Path {
  private readonly logs: number[] = [];
  private readonly elapsed: number[] = [0];
  /** Per candle: start time, the finest period it feeds (0 a minute, HOUR_TIER, DAY_TIER), sub-steps, volume. */
  private readonly times: number[] = [];
  private readonly tiers: number[] = [];
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

  private candle(time: number, tier: number, steps: number, volume: number) {
    this.times.push(time);
    this.tiers.push(tier);
    this.stepCounts.push(steps);
    this.volumes.push(volume);
  }

  /** One candle per open day in [from, to). */
  days(info: InstrumentInfo, from: number, to: number, ticksPerMinute: number) {
    for (let day = nyDayStart(from); day < to; day = nyNextDayStart(day)) {
      const openMs = openTimeWithin(info, day, nyNextDayStart(day));
      if (openMs === 0) continue;
      this.steps(STEPS_PER_DAY, openMs / STEPS_PER_DAY);
      // A day's volume is about the sum of its minutes' volumes.
      this.candle(day, DAY_TIER, STEPS_PER_DAY, minuteVolume(this.random.next(), (openMs / MINUTE) * ticksPerMinute));
    }
  }

  /** One candle per open hour in [from, to): the 4-hour chart's months, without a walk per minute. */
  hours(info: InstrumentInfo, from: number, to: number, ticksPerMinute: number) {
    for (let t = from - (from % HOUR); t < to; t += HOUR) {
      if (!isScheduleOpen(info.schedule, t)) continue;
      this.steps(STEPS_PER_HOUR, HOUR / STEPS_PER_HOUR);
      this.candle(t, HOUR_TIER, STEPS_PER_HOUR, minuteVolume(this.random.next(), 60 * ticksPerMinute));
    }
  }

  /** One candle per open minute in [from, now). */
  minutes(info: InstrumentInfo, from: number, to: number, ticksPerMinute: number) {
    const end = floorMinute(to);
    let hour = NaN;
    let open = false;
    for (let t = floorMinute(from); t < end; t += MINUTE) {
      // Trading hours change on whole hours: one look per hour is enough.
      const h = t - (t % HOUR);
      if (h !== hour) {
        hour = h;
        open = isScheduleOpen(info.schedule, h);
      }
      if (!open) continue;
      this.steps(STEPS_PER_MINUTE, MINUTE / STEPS_PER_MINUTE);
      this.candle(t, 0, STEPS_PER_MINUTE, minuteVolume(this.random.next(), ticksPerMinute));
    }
  }

  /**
   * Feeds the candles into the aggregator. With `endLog`, a drift growing with open time is
   * added so the last close lands exactly there (a bridge: the walk keeps its look). Periods
   * only get the candles that make up their newest `keep` candles: the 1min period needs the
   * last few hundred minutes, not the weeks the 60min period needs. A candle feeds its own tier
   * and up (a day: 1day, 1week, 1mon).
   */
  feed(aggregator: CandleAggregator, endLog: number | null, keep: number) {
    const last = this.logs.length - 1;
    const total = this.elapsed[last] || 1;
    const shift = endLog === null ? 0 : endLog - this.logs[last];
    const at = (i: number) => roundToPoints(this.model, Math.exp(this.logs[i] + (shift * this.elapsed[i]) / total));
    const cutoffs = this.cutoffs(keep);
    const skipped = PERIODS.map(() => false);
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
      let from = this.tiers[c];
      while (from < DAY_TIER && this.times[c] < cutoffs[from]) from++;
      for (let p = 0; p < DAY_TIER; p++) {
        if (p < from) skipped[p] = true;
        else if (skipped[p]) {
          aggregator.detach(this.model.id, PERIODS[p]);
          skipped[p] = false;
        }
      }
      bar.time = this.times[c];
      bar.open = open;
      bar.high = high;
      bar.low = low;
      bar.close = close;
      bar.volume = this.volumes[c];
      aggregator.add(this.model.id, bar, PERIODS[from]);
    }
  }

  /** Per intraday period, the start of its `keep`-th newest generated candle (−∞ with fewer). */
  private cutoffs(keep: number): number[] {
    return PERIODS.map((period, p) => {
      if (p >= DAY_TIER) return -Infinity;
      let count = 0;
      let bucket = NaN;
      for (let c = this.times.length - 1; c >= 0; c--) {
        if (this.tiers[c] > p) break; // older candles are coarser than this period
        const b = bucketStart(period, this.times[c]);
        if (b !== bucket) {
          bucket = b;
          if (++count === keep) return b;
        }
      }
      return -Infinity;
    });
  }
}

/** Open time of a schedule in [from, to), in ms (trading hours change on whole hours). */
function openTimeWithin(info: InstrumentInfo, from: number, to: number): number {
  if (info.schedule === 'crypto') return to - from;
  let open = 0;
  for (let t = from; t < to; t += HOUR) if (isScheduleOpen(info.schedule, t)) open += Math.min(HOUR, to - t);
  return open;
}
