import { PERIODS, type Period } from '../../contract/index.ts';
import { bucketEnd, bucketStart } from './time.ts';

// The candle aggregator: one latest candle per instrument and period, fed by ticks (live) or by
// finer candles (history, backfill). Every period is fed from the same stream, so a day's
// 1day candle always agrees with its 60min candles and a 5min candle with its 1min ones.
// A new candle opens at the previous candle's close, so charts have no jumps across restarts.

/** Prices in points (see prices.ts), volume in whole lots. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface CandleRow {
  instrumentId: number;
  period: Period;
  bar: Bar;
}

interface Slot {
  bar: Bar;
  /** Exclusive end of the bar's bucket. */
  end: number;
  /** Changed since it was last handed out for writing. */
  dirty: boolean;
  /** Handed out as a finished candle: its bucket is over and it has been written. */
  sealed: boolean;
}

export const periodIndex = (period: Period) => PERIODS.indexOf(period);

export class CandleAggregator {
  private readonly slots = new Map<number, Array<Slot | undefined>>();
  private finished: CandleRow[] = [];

  private slotsOf(instrumentId: number) {
    let slots = this.slots.get(instrumentId);
    if (!slots) this.slots.set(instrumentId, (slots = PERIODS.map(() => undefined)));
    return slots;
  }

  /** Puts a stored candle back as the latest of its period, so a restart continues it. */
  restore(instrumentId: number, period: Period, bar: Bar) {
    this.slotsOf(instrumentId)[periodIndex(period)] = { bar: { ...bar }, end: bucketEnd(period, bar.time), dirty: false, sealed: false };
  }

  /**
   * Merges a price movement starting at `time` into every period from `fromPeriod` up: a tick
   * (open = high = low = close) or a finished finer candle (a 1min candle, a generated day).
   * `bar` is copied, never kept.
   */
  add(instrumentId: number, bar: Bar, fromPeriod: Period = '1min') {
    const slots = this.slotsOf(instrumentId);
    for (let i = periodIndex(fromPeriod); i < PERIODS.length; i++) {
      const period = PERIODS[i];
      const slot = slots[i];
      // Inside the latest candle's bucket (nearly always): no calendar arithmetic needed.
      const start = slot && bar.time >= slot.bar.time && bar.time < slot.end ? slot.bar.time : bucketStart(period, bar.time);
      if (slot && slot.bar.time === start) {
        const b = slot.bar;
        if (bar.high > b.high) b.high = bar.high;
        if (bar.low < b.low) b.low = bar.low;
        b.close = bar.close;
        b.volume += bar.volume;
        slot.dirty = true;
        continue;
      }
      if (slot && start < slot.bar.time) continue; // late data for a closed bucket: ignore
      if (slot && !slot.sealed) this.finished.push({ instrumentId, period, bar: slot.bar });
      const open = slot ? slot.bar.close : bar.open;
      slots[i] = {
        bar: { time: start, open, high: Math.max(open, bar.high), low: Math.min(open, bar.low), close: bar.close, volume: bar.volume },
        end: bucketEnd(period, start),
        dirty: true,
        sealed: false,
      };
    }
  }

  /**
   * Lets go of the latest candle of a period (it is still written): the next candle then opens
   * at its own price. For history that skipped this period for a while, so no candle opens at
   * a close from long before.
   */
  detach(instrumentId: number, period: Period) {
    const slots = this.slotsOf(instrumentId);
    const i = periodIndex(period);
    const slot = slots[i];
    if (slot && !slot.sealed) this.finished.push({ instrumentId, period, bar: slot.bar });
    slots[i] = undefined;
  }

  /** The latest candle of a period (forming, or the last one before the market closed). */
  latest(instrumentId: number, period: Period): Bar | undefined {
    return this.slots.get(instrumentId)?.[periodIndex(period)]?.bar;
  }

  /** The latest close of an instrument in points, or undefined before any candle. */
  lastClose(instrumentId: number): number | undefined {
    return this.latest(instrumentId, '1min')?.close;
  }

  /** Finished candles not yet handed out for writing, plus the latest one, oldest first. */
  unwritten(instrumentId: number, period: Period): Bar[] {
    const out = this.finished.filter((r) => r.instrumentId === instrumentId && r.period === period).map((r) => r.bar);
    const latest = this.latest(instrumentId, period);
    if (latest) out.push(latest);
    return out;
  }

  /**
   * Hands out the candles to write: every finished one, every latest one whose bucket ended by
   * `now` (a market that closed leaves its last candle here), and with `forming` the forming
   * candles that changed, so a restart continues them. Rows are copies: later ticks do not
   * change a row while it is being written.
   */
  drain(now: number, forming: boolean): CandleRow[] {
    const rows = this.finished;
    this.finished = [];
    for (const [instrumentId, slots] of this.slots) {
      slots.forEach((slot, i) => {
        if (!slot || slot.sealed) return;
        if (slot.end <= now) {
          slot.sealed = true;
          slot.dirty = false;
          rows.push({ instrumentId, period: PERIODS[i], bar: { ...slot.bar } });
        } else if (forming && slot.dirty) {
          slot.dirty = false;
          rows.push({ instrumentId, period: PERIODS[i], bar: { ...slot.bar } });
        }
      });
    }
    return rows;
  }
}
