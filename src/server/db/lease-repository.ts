import { sql } from 'kysely';
import { isSqlite } from './connect.ts';
import { inTransaction } from './transaction.ts';
import type { Executor } from './wallet-repository.ts';

/** The SQL of the cluster's leases (migration 0022, cluster/lease.ts). Times are ms on the caller's clock. */
export const leaseRepository = {
  /**
   * Takes `name` for `holder` until `expiresAt` when nobody holds it or its holder let it expire
   * (before `now`), raising its epoch; renews it when `holder` holds it already under `epoch`.
   * One statement decides, so two nodes racing for a free lease never both get it. Returns the
   * epoch held, or null when another node holds it. On PostgreSQL the row is first locked for
   * update: that waits for every transaction fenced under the old epoch (stillAt), which the
   * update itself (a no-key update) would not.
   */
  async take(ex: Executor, name: string, holder: string, now: number, expiresAt: number): Promise<bigint | null> {
    return inTransaction(ex, async (trx) => {
      if (!isSqlite(trx)) await sql`select 1 from leases where name = ${name} for update`.execute(trx);
      const { rows } = await sql<{ epoch: bigint | string }>`
        insert into leases (name, holder, epoch, expires_at) values (${name}, ${holder}, 1, ${expiresAt})
        on conflict (name) do update set holder = excluded.holder, epoch = leases.epoch + 1, expires_at = excluded.expires_at
        where leases.expires_at < ${now}
        returning epoch`.execute(trx);
      return rows[0] ? BigInt(rows[0].epoch) : null;
    });
  },

  /** Extends the lease while `holder` still holds it under `epoch`; false when it was taken meanwhile. */
  async renew(ex: Executor, name: string, holder: string, epoch: bigint, expiresAt: number): Promise<boolean> {
    const { numAffectedRows } = await sql`update leases set expires_at = ${expiresAt} where name = ${name} and holder = ${holder} and epoch = ${epoch}`.execute(ex);
    return (numAffectedRows ?? 0n) > 0n;
  },

  /** Lets the lease go at once (a node stopping cleanly), so another takes it without waiting for it to expire. */
  async release(ex: Executor, name: string, holder: string, epoch: bigint): Promise<void> {
    await sql`update leases set expires_at = 0 where name = ${name} and holder = ${holder} and epoch = ${epoch}`.execute(ex);
  },

  /**
   * Inside a transaction: true when `name` is still at `epoch`. On PostgreSQL the row is locked
   * for key share until the transaction ends, so a node taking the lease (which locks it for
   * update before raising the epoch) waits for this commit: a write checked here lands before
   * the taking or not at all. Renewals, a no-key update of expires_at each second, pass by
   * this lock: a `for share` made every renewal wait for the fenced commits in flight and
   * every new one queue behind it, and deadlocked group commits that fence several shards.
   */
  async stillAt(trx: Executor, name: string, epoch: bigint): Promise<boolean> {
    const lock = isSqlite(trx) ? sql`` : sql` for key share`;
    const { rows } = await sql<{ epoch: bigint | string }>`select epoch from leases where name = ${name}${lock}`.execute(trx);
    return rows[0] !== undefined && BigInt(rows[0].epoch) === epoch;
  },

  /**
   * stillAt for many leases in one statement: the epoch of each of `names` that has a row, every
   * row locked for key share until the transaction ends (in name order, as every group takes
   * them, so two groups never wait on each other crosswise). A group commit fences all its
   * accounts' shards with it at once instead of one statement per command.
   */
  async epochsLocked(trx: Executor, names: string[]): Promise<Map<string, bigint>> {
    const epochs = new Map<string, bigint>();
    if (names.length === 0) return epochs;
    const lock = isSqlite(trx) ? sql`` : sql` for key share`;
    const { rows } = await sql<{ name: string; epoch: bigint | string }>`select name, epoch from leases where name in (${sql.join(names)}) order by name${lock}`.execute(trx);
    for (const row of rows) epochs.set(row.name, BigInt(row.epoch));
    return epochs;
  },

  /** A node's own lease (node:<id>), which nobody else takes: written until `expiresAt` whatever it held. */
  async beat(ex: Executor, name: string, holder: string, expiresAt: number): Promise<void> {
    await sql`
      insert into leases (name, holder, epoch, expires_at) values (${name}, ${holder}, 1, ${expiresAt})
      on conflict (name) do update set expires_at = excluded.expires_at`.execute(ex);
  },

  /** Ends a node's own lease at once (a clean stop): the others count one node fewer at their next step. */
  async end(ex: Executor, name: string): Promise<void> {
    await sql`update leases set expires_at = 0 where name = ${name}`.execute(ex);
  },

  /** Makes sure each of `names` has a row (free: expired at 0), so taking one is always an update. */
  async ensure(ex: Executor, names: string[]): Promise<void> {
    for (let i = 0; i < names.length; i += 500) {
      const rows = names.slice(i, i + 500).map((name) => ({ name, holder: '', epoch: 0n, expires_at: 0n }));
      await ex
        .insertInto('leases')
        .values(rows)
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
  },

  /** Extends every lease `holder` holds whose name starts with `prefix`; returns those, with their epochs (one missing was taken). */
  async renewAll(ex: Executor, prefix: string, holder: string, now: number, expiresAt: number): Promise<Map<string, bigint>> {
    const { rows } = await sql<{ name: string; epoch: bigint | string }>`
      update leases set expires_at = ${expiresAt} where holder = ${holder} and name like ${`${prefix}%`} and expires_at >= ${now}
      returning name, epoch`.execute(ex);
    return new Map(rows.map((r) => [r.name, BigInt(r.epoch)]));
  },

  /** The leases whose name starts with `prefix` that nobody holds now (never taken, let go, or expired). */
  async free(ex: Executor, prefix: string, now: number): Promise<string[]> {
    const rows = await ex.selectFrom('leases').select('name').where('name', 'like', `${prefix}%`).where('expires_at', '<', BigInt(now)).orderBy('name').execute();
    return rows.map((r) => r.name);
  },

  /** How many leases whose name starts with `prefix` are held now (the live nodes, by their own leases). */
  async held(ex: Executor, prefix: string, now: number): Promise<number> {
    const row = await ex
      .selectFrom('leases')
      .select((eb) => eb.fn.countAll<bigint | string | number>().as('n'))
      .where('name', 'like', `${prefix}%`)
      .where('expires_at', '>=', BigInt(now))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Every lease, for the cluster's status and tests. */
  all(ex: Executor) {
    return ex.selectFrom('leases').selectAll().orderBy('name').execute();
  },
};
