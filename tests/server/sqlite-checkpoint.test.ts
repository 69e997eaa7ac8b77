import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { openDb } from '../../src/server/db/connect.ts';

// Issue 21: SQLite's own checkpoint ran inside whichever commit crossed 1,000 WAL pages, on the
// event loop, and held up every tick and request while it copied and synced. A worker thread
// checkpoints now (db/checkpointer.ts); the main connection's own only past 10,000 pages.

it('moves committed pages into the database file in the background, then closes cleanly', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lotwise-checkpoint-'));
  const file = join(dir, 'lotwise.db');
  const db = await openDb({ sqliteFile: file });
  try {
    await sql`create table filler (id integer primary key, body blob)`.execute(db);
    const before = statSync(file).size;
    // About 2,000 pages of 4 KB, committed: far below the main connection's own checkpoint.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 500; i++) await sql`insert into filler (body) values (randomblob(16000))`.execute(trx);
    });
    // Only a checkpoint writes them into the main file; the WAL holds them until then.
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 7_000_000), { timeout: 10_000, interval: 20 });
    const [row] = (await sql<{ n: bigint }>`select count(*) as n from filler`.execute(db)).rows;
    expect(Number(row!.n)).toBe(500);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
