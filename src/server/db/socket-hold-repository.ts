import { sql } from 'kysely';
import { inTransaction } from './transaction.ts';
import type { Executor } from './wallet-repository.ts';

/** The SQL of a cluster's socket caps (migration 0023, cluster/socket-caps.ts). PostgreSQL only: a single server counts in memory. */
export const socketHoldRepository = {
  /**
   * Counts one more socket of `address` on `node` when the live nodes hold fewer than `max` of
   * them; true when admitted. The address's rows are locked for the check (an advisory lock on
   * its hash), so two nodes admitting at once cannot both take the last place.
   */
  admit(ex: Executor, address: string, node: string, max: number, now: number): Promise<boolean> {
    return inTransaction(ex, async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${address}))`.execute(trx);
      const { rows } = await sql<{ held: string | number | bigint | null }>`
        select coalesce(sum(h.count), 0) as held from socket_holds h
        join leases l on l.name = 'node:' || h.node and l.expires_at >= ${now}
        where h.address = ${address}`.execute(trx);
      if (Number(rows[0]?.held ?? 0) >= max) return false;
      await sql`
        insert into socket_holds (address, node, count) values (${address}, ${node}, 1)
        on conflict (address, node) do update set count = socket_holds.count + 1`.execute(trx);
      return true;
    });
  },

  async release(ex: Executor, address: string, node: string): Promise<void> {
    await sql`update socket_holds set count = count - 1 where address = ${address} and node = ${node} and count > 0`.execute(ex);
  },

  /** At a node's start: what an earlier run under the same name held is gone with it. */
  async forget(ex: Executor, node: string): Promise<void> {
    await sql`delete from socket_holds where node = ${node}`.execute(ex);
  },
};
