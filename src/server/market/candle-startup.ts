import { MAX_STORED_CANDLES, pruneCandles, readLatestCandles, writeCandles } from '../db/candle-repository.ts';
import type { CandleRow } from './candles.ts';
import type { MarketContext } from './context.ts';
import { backfill, generateHistory, HISTORY_CANDLES } from './history.ts';
import { rollUpMissingPeriods } from './roll-up.ts';

/**
 * When the market is built: continue the stored candles; instruments without any (the first
 * start, or one added to the seed later) get generated history, and periods an older database
 * lacks are rolled up from the finer ones it has.
 */
export async function continueCandles({ db, log, clock, infos, precisions, aggregator, history }: MarketContext): Promise<void> {
  for (const row of await readLatestCandles(db, precisions)) aggregator.restore(row.instrumentId, row.period, row.bar);
  const fresh = infos.filter((i) => aggregator.latest(i.id, '1min') === undefined);
  if (fresh.length > 0) {
    const started = performance.now();
    const rows = generateHistory(aggregator, fresh, { ...history, now: clock.now() });
    const generatedMs = performance.now() - started;
    await writeCandles(db, precisions, rows);
    const ms = (t: number) => Math.round(t);
    log.info({ instruments: fresh.length, candles: rows.length, generateMs: ms(generatedMs), totalMs: ms(performance.now() - started) }, 'market history generated');
  }
  const rolled = await rollUpMissingPeriods(
    db,
    precisions,
    aggregator,
    infos.filter((i) => !fresh.includes(i)).map((i) => i.id),
  );
  if (rolled > 0) log.info({ candles: rolled }, 'market periods rolled up from stored candles');
}

/** When the market starts: fill the time the server was down, from each instrument's last close (no gap, no jump), then keep the table within its retention. */
export async function backfillCandles({ db, log, clock, infos, precisions, aggregator, history }: MarketContext): Promise<void> {
  const started = performance.now();
  const rows: CandleRow[] = [];
  for (const info of infos) rows.push(...backfill(aggregator, info, { ...history, now: clock.now() }, Math.max(HISTORY_CANDLES, MAX_STORED_CANDLES)));
  await writeCandles(db, precisions, rows);
  if (rows.length > 0) log.info({ candles: rows.length, ms: Math.round(performance.now() - started) }, 'market backfilled');
  await pruneCandles(
    db,
    infos.map((i) => i.id),
  );
}
