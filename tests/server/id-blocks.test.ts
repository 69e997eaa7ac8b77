import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.ts';
import { idBlockRepository } from '../../src/server/db/id-block-repository.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { createIdAllocator } from '../../src/server/engine/id-allocator.ts';
import { twoHandles } from './two-handles.ts';

// Order ids come from the database in blocks (issue 21 item 7), so two processes on one database
// never give the same id. Two connections stand for two processes: on SQLite two handles of one
// file, on PostgreSQL (TEST_DATABASE_URL) two pools on one database.

const handles = twoHandles('lotwise-ids-');

const allocatorOn = (db: Db, block: number, lowWater: number) => createIdAllocator((size) => idBlockRepository.reserve(db, 'orders', size), { block, lowWater });

describe('order ids from id_blocks', () => {
  it('never gives one id twice to two processes taking ids at once, interleaved', async () => {
    // Small blocks, so the two reserve hundreds of times and their reservations cross.
    const a = allocatorOn(handles.one, 7, 3);
    const b = allocatorOn(handles.two, 5, 2);
    const ofA: number[] = [];
    const ofB: number[] = [];
    await Promise.all(
      Array.from({ length: 1500 }, async (_, i) => {
        if (i % 2 === 0) ofA.push(await a.next());
        else ofB.push(await b.next());
      }),
    );
    const taken = [...ofA, ...ofB];
    // Their blocks did cross: each took ids on both sides of the other's.
    expect(Math.min(...ofA)).toBeLessThan(Math.max(...ofB));
    expect(Math.min(...ofB)).toBeLessThan(Math.max(...ofA));
    expect(taken).toHaveLength(1500);
    expect(new Set(taken).size).toBe(1500);
    expect(taken.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
  });

  it('gives rising ids within one process, across its blocks', async () => {
    const a = allocatorOn(handles.one, 10, 4);
    const seen: number[] = [];
    for (let i = 0; i < 45; i += 1) seen.push(await a.next());
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
  });

  it('starts above the ids the orders table already holds (the migration seeds the block row)', async () => {
    const migration = migrations['0021_id_blocks']!;
    await migration.down!(handles.one);
    // An order written before migration 0021 (the columns without a default; raw, as the row type wants them all).
    await sql`insert into orders (id, user_id, instrument_id, side, lots, leverage, status, origin_price, created_at) values (9000000, 1, 1, 1, 1, 100, 3, 1, 0)`.execute(handles.one);
    await migration.up(handles.one);
    expect(await allocatorOn(handles.two, 1000, 500).next()).toBe(9_000_001);
  });
});

describe('the allocator', () => {
  it('reserves the next block ahead of need, so ids keep coming from memory', async () => {
    const calls: number[] = [];
    let last = 0n;
    const ids = createIdAllocator(
      async (size) => {
        calls.push(size);
        return (last += BigInt(size));
      },
      { block: 10, lowWater: 4 },
    );
    await ids.prefetch();
    expect(calls).toEqual([10]);
    for (let i = 0; i < 6; i += 1) await ids.next(); // 4 left: not yet below the mark
    expect(calls).toEqual([10]);
    await ids.next(); // 3 left: the next block is reserved in the background
    expect(calls).toEqual([10, 10]);
    const rest: number[] = [];
    for (let i = 0; i < 13; i += 1) rest.push(await ids.next());
    expect(rest).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('gives a failed reservation to the caller that runs dry, and tries again on the next call', async () => {
    let fail = true;
    const ids = createIdAllocator(
      async (size) => {
        if (fail) throw new Error('database down');
        return BigInt(size);
      },
      { block: 3, lowWater: 1 },
    );
    await expect(ids.next()).rejects.toThrow('database down');
    fail = false;
    expect(await ids.next()).toBe(1);
  });
});
