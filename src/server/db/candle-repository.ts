import { PERIODS, type Period } from '../../contract/index.ts';
import type { Bar, CandleRow } from '../market/candles.ts';
import { pointsToUnits, unitsToPoints, unitsToVolume, volumeToUnits } from '../market/prices.ts';
import type { Executor } from './wallet-repository.ts';

// The candles table. Prices are stored in units of 10^-8 (units.ts) and read back as points
// of the instrument's precision. Every write is an upsert, so writing a forming candle again
// (periodically, at stop) simply replaces it.

/** Rows per statement: 8 values each, well under SQLite's bound-parameter limit. */
const BATCH = 1000;

/** At most this many candles are kept per instrument and period (STYLE.md 14): kline serves 500. */
export const MAX_STORED_CANDLES = 1200;

/** Precision of each instrument, to convert between points and stored units. */
export type Precisions = ReadonlyMap<number, number>;

export async function hasCandles(db: Executor): Promise<boolean> {
  return (await db.selectFrom('candles').select('time').limit(1).executeTakeFirst()) !== undefined;
}

/** Upserts candles in batches inside one transaction (one fsync for thousands of rows). */
export async function writeCandles(db: Executor, precisions: Precisions, rows: CandleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH) await upsert(trx, precisions, rows.slice(i, i + BATCH));
  });
}

async function upsert(db: Executor, precisions: Precisions, rows: CandleRow[]) {
  // The same candle twice in one statement would be a conflict error; the last one wins.
  const unique = new Map<string, CandleRow>();
  for (const r of rows) unique.set(`${r.instrumentId}|${r.period}|${r.bar.time}`, r);
  await db
    .insertInto('candles')
    .values(
      [...unique.values()].map(({ instrumentId, period, bar }) => {
        const p = precisions.get(instrumentId) ?? 8;
        return {
          instrument_id: instrumentId,
          period,
          time: bar.time,
          open: pointsToUnits(bar.open, p),
          high: pointsToUnits(bar.high, p),
          low: pointsToUnits(bar.low, p),
          close: pointsToUnits(bar.close, p),
          volume: volumeToUnits(bar.volume),
        };
      }),
    )
    .onConflict((oc) =>
      oc.columns(['instrument_id', 'period', 'time']).doUpdateSet((eb) => ({
        open: eb.ref('excluded.open'),
        high: eb.ref('excluded.high'),
        low: eb.ref('excluded.low'),
        close: eb.ref('excluded.close'),
        volume: eb.ref('excluded.volume'),
      })),
    )
    .execute();
}

type StoredRow = { time: bigint; open: bigint; high: bigint; low: bigint; close: bigint; volume: bigint };

function toBar(row: StoredRow, precision: number): Bar {
  return {
    time: Number(row.time),
    open: unitsToPoints(row.open, precision),
    high: unitsToPoints(row.high, precision),
    low: unitsToPoints(row.low, precision),
    close: unitsToPoints(row.close, precision),
    volume: unitsToVolume(row.volume),
  };
}

/** The newest `limit` stored candles of one instrument and period, oldest first. */
export async function readCandles(db: Executor, instrumentId: number, precision: number, period: Period, limit: number): Promise<Bar[]> {
  const rows = await db
    .selectFrom('candles')
    .select(['time', 'open', 'high', 'low', 'close', 'volume'])
    .where('instrument_id', '=', BigInt(instrumentId))
    .where('period', '=', period)
    .orderBy('time', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => toBar(r, precision));
}

/** The newest stored candle of every instrument and period, to continue them after a restart. */
export async function readLatestCandles(db: Executor, precisions: Precisions): Promise<CandleRow[]> {
  const rows = await db
    .selectFrom('candles as c')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('candles')
          .select(['instrument_id', 'period'])
          .select((e) => e.fn.max('time').as('latest'))
          .groupBy(['instrument_id', 'period'])
          .as('m'),
      (join) => join.onRef('m.instrument_id', '=', 'c.instrument_id').onRef('m.period', '=', 'c.period').onRef('m.latest', '=', 'c.time'),
    )
    .select(['c.instrument_id', 'c.period', 'c.time', 'c.open', 'c.high', 'c.low', 'c.close', 'c.volume'])
    .execute();
  const out: CandleRow[] = [];
  for (const r of rows) {
    const id = Number(r.instrument_id);
    const precision = precisions.get(id);
    if (precision === undefined || !(PERIODS as readonly string[]).includes(r.period)) continue;
    out.push({ instrumentId: id, period: r.period as Period, bar: toBar(r, precision) });
  }
  return out;
}

/** Drops the oldest candles past MAX_STORED_CANDLES for every instrument and period. */
export async function pruneCandles(db: Executor, instrumentIds: number[], keep = MAX_STORED_CANDLES): Promise<number> {
  let removed = 0;
  for (const id of instrumentIds) {
    for (const period of PERIODS) {
      const cutoff = await db
        .selectFrom('candles')
        .select('time')
        .where('instrument_id', '=', BigInt(id))
        .where('period', '=', period)
        .orderBy('time', 'desc')
        .offset(keep - 1)
        .limit(1)
        .executeTakeFirst();
      if (!cutoff) continue;
      const result = await db.deleteFrom('candles').where('instrument_id', '=', BigInt(id)).where('period', '=', period).where('time', '<', cutoff.time).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
  }
  return removed;
}
