import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/server/db/connect.ts';
import { leaseRepository as repo } from '../../../src/server/db/lease-repository.ts';
import { inTransaction } from '../../../src/server/db/transaction.ts';
import { twoHandles } from '../two-handles.ts';

// The fence's row lock on PostgreSQL (issue 22 item 2): a wallet transaction checks its shard's
// epoch (stillAt) and holds the lease row until it commits. The holder's renewal each second
// must pass that lock (it once queued every fenced commit behind it and deadlocked group commits
// fencing several shards, cluster benchmark of 2026-11-26); a take, which raises the epoch, must
// wait for it. Two pools on one database stand for two nodes.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const handles = twoHandles('lotwise-fence-locks-');
let names = 0;

/** Runs `work` on `db` in a transaction that gives up on a lock after 2 s instead of waiting on. */
const impatient = <T>(db: Db, work: (trx: Db) => Promise<T>) =>
  inTransaction(db, async (trx) => {
    await sql`set local lock_timeout = '2s'`.execute(trx);
    return work(trx as Db);
  });

/** Until one session of this database waits on a lock (10 s at most). */
const untilOneWaitsOnALock = (trx: Db) =>
  vi.waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(trx);
      expect(rows[0]!.n).toBe(1);
    },
    { timeout: 10_000, interval: 20 },
  );

describe.skipIf(!onPostgres)("the fence's lock on a lease row", () => {
  it('lets the holder renew while a fenced commit is in flight', async () => {
    const name = `fence:${++names}`;
    const epoch = (await repo.take(handles.one, name, 'a', 1_000, 4_000))!;
    const renewed = await inTransaction(handles.one, async (trx) => {
      expect(await repo.stillAt(trx, name, epoch)).toBe(true);
      return impatient(handles.two, (other) => repo.renew(other, name, 'a', epoch, 5_000));
    });
    expect(renewed).toBe(true);
  });

  it('makes a node taking the lease wait until the fenced commit is in, then raise the epoch', async () => {
    const name = `fence:${++names}`;
    const epoch = (await repo.take(handles.one, name, 'a', 1_000, 4_000))!;
    let taking: Promise<bigint | null> | undefined;
    await inTransaction(handles.one, async (trx) => {
      expect(await repo.stillAt(trx, name, epoch)).toBe(true);
      // Another node, its clock past the expiry, takes the lease: it waits on this transaction's lock.
      taking = repo.take(handles.two, name, 'b', 10_000, 13_000);
      await untilOneWaitsOnALock(trx);
    });
    expect(await taking).toBe(epoch + 1n);
    expect(await inTransaction(handles.one, (trx) => repo.stillAt(trx, name, epoch))).toBe(false);
  });

  it("fences a group's shards in one statement: their epochs, the leases it holds locked like stillAt's", async () => {
    const [first, second, absent] = [`fence:${++names}`, `fence:${++names}`, `fence:${++names}`];
    const epochOne = (await repo.take(handles.one, first, 'a', 1_000, 4_000))!;
    const epochTwo = (await repo.take(handles.one, second, 'a', 1_000, 4_000))!;
    let taking: Promise<bigint | null> | undefined;
    await inTransaction(handles.one, async (trx) => {
      const epochs = await repo.epochsLocked(trx, [second, absent, first]);
      expect(epochs).toEqual(
        new Map([
          [first, epochOne],
          [second, epochTwo],
        ]),
      );
      // The holder renews the second past the lock; another node taking the first waits for the commit.
      expect(await impatient(handles.two, (other) => repo.renew(other, second, 'a', epochTwo, 5_000))).toBe(true);
      taking = repo.take(handles.two, first, 'b', 10_000, 13_000);
      await untilOneWaitsOnALock(trx);
    });
    expect(await taking).toBe(epochOne + 1n);
  });
});
