import type { Period } from '../../contract/index.ts';
import type { CandleAggregator, CandleRow } from './candles.ts';
import { MAX_STORED_CANDLES, readCandles, writeCandles, type Precisions } from '../db/candle-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { Bar } from './candles.ts';
import { bucketStart } from './time.ts';

// A database written before a period existed (4hour, 1week and 1mon came with issue 19) has
// none of its candles: they are rolled up once from the stored finer candles, so the new charts
// start full instead of empty, and the aggregator continues them from there.

/** Each period added later, and the stored period it is rolled up from. */
export const ROLLED_UP_FROM: Partial<Record<Period, Period>> = { '4hour': '60min', '1week': '1day', '1mon': '1day' };

/** Candles of `period` from finer `bars` (oldest first): first open, highest high, lowest low, last close, summed volume. */
export function rollUp(bars: readonly Bar[], period: Period): Bar[] {
  const out: Bar[] = [];
  let current: Bar | undefined;
  for (const bar of bars) {
    const start = bucketStart(period, bar.time);
    if (current && current.time === start) {
      if (bar.high > current.high) current.high = bar.high;
      if (bar.low < current.low) current.low = bar.low;
      current.close = bar.close;
      current.volume += bar.volume;
      continue;
    }
    current = { ...bar, time: start };
    out.push(current);
  }
  return out;
}

/**
 * For every instrument with stored candles but none of a later period: rolls that period up
 * from the stored finer candles, writes it and makes its newest candle the aggregator's latest.
 * Returns how many candles were written.
 */
export async function rollUpMissingPeriods(db: Executor, precisions: Precisions, aggregator: CandleAggregator, instrumentIds: readonly number[]): Promise<number> {
  const rows: CandleRow[] = [];
  for (const instrumentId of instrumentIds) {
    for (const [period, from] of Object.entries(ROLLED_UP_FROM) as Array<[Period, Period]>) {
      if (aggregator.latest(instrumentId, period)) continue;
      const bars = rollUp(await readCandles(db, instrumentId, precisions.get(instrumentId) ?? 8, from, MAX_STORED_CANDLES), period);
      if (bars.length === 0) continue;
      for (const bar of bars) rows.push({ instrumentId, period, bar });
      aggregator.restore(instrumentId, period, bars[bars.length - 1]);
    }
  }
  await writeCandles(db, precisions, rows);
  return rows.length;
}
