import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../../src/server/db/connect.ts';
import { seedIfEmpty } from '../../../src/server/db/seed/index.ts';
import { pruneCandles, readCandles, readLatestCandles, writeCandles } from '../../../src/server/db/candle-repository.ts';
import type { CandleRow } from '../../../src/server/market/candles.ts';
import { info } from './fixtures.ts';

let db: Db;
beforeAll(async () => {
  db = await openDb({ sqliteFile: ':memory:' });
  await seedIfEmpty(db);
});
afterAll(async () => {
  await db?.destroy();
});

const eurusd = info('EURUSD');
const precisions = new Map([[eurusd.id, eurusd.precision]]);
const minute = (k: number, close = 116_840 + k): CandleRow => ({
  instrumentId: eurusd.id,
  period: '1min',
  bar: { time: Date.parse('2026-11-24T00:00:00Z') + k * 60_000, open: 116_840, high: 117_000 + k, low: 116_800, close, volume: 500 + k },
});

describe('candle storage', () => {
  it('stores prices exactly and replaces a candle written again', async () => {
    await writeCandles(db, precisions, [minute(0), minute(1)]);
    await writeCandles(db, precisions, [minute(1, 116_999)]); // the forming candle, written again
    const stored = await readCandles(db, eurusd.id, eurusd.precision, '1min', 10);
    expect(stored).toEqual([minute(0).bar, minute(1, 116_999).bar]);
    const row = await db
      .selectFrom('candles')
      .select('close')
      .where('time', '=', BigInt(minute(0).bar.time))
      .executeTakeFirstOrThrow();
    expect(row.close).toBe(116_840_000n); // 1.16840 in units of 10^-8
  });

  it('finds the newest candle of each instrument and period', async () => {
    const latest = await readLatestCandles(db, precisions);
    expect(latest).toEqual([{ instrumentId: eurusd.id, period: '1min', bar: minute(1, 116_999).bar }]);
  });

  it('keeps only the newest candles past the retention, per instrument and period', async () => {
    await writeCandles(
      db,
      precisions,
      Array.from({ length: 50 }, (_, k) => minute(k)),
    );
    await pruneCandles(db, [eurusd.id], 20);
    const kept = await readCandles(db, eurusd.id, eurusd.precision, '1min', 100);
    expect(kept.map((b) => b.time)).toEqual(Array.from({ length: 20 }, (_, k) => minute(30 + k).bar.time));
  });
});
