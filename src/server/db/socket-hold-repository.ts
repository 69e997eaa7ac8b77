import { sql } from 'kysely';
import { inTransaction } from './transaction.ts';
import type { Executor } from './wallet-repository.ts';

/** The SQL of a cluster's socket caps (migration 0023, cluster/socket-caps.ts). PostgreSQL only: a single server counts in memory. */
export const socketHoldRepository = {
  /**
   * Decides a batch of new sockets in one transaction, in the order given: each is counted in
   * on `node` while the live nodes hold fewer than `max` of its address, and the answer says
   * which were admitted. The batch's addresses are locked for the check (advisory locks on their
   * hashes, taken in one order so two nodes' batches cannot deadlock), so two nodes admitting
   * at once cannot both take an address's last place. One transaction for a whole wave of
   * sockets: one each took 17–47 s to let 10,000 in across three nodes.
   */
  admit(ex: Executor, addresses: readonly string[], node: string, max: number, now: number): Promise<boolean[]> {
    const distinct = [...new Set(addresses)];
    return inTransaction(ex, async (trx) => {
      await sql`select pg_advisory_xact_lock(k) from (select distinct hashtext(a) as k from unnest(${distinct}::text[]) as a order by k) as locks`.execute(trx);
      const { rows } = await sql<{ address: string; held: string | number | bigint }>`
        select h.address, sum(h.count) as held from socket_holds h
        join leases l on l.name = 'node:' || h.node and l.expires_at >= ${now}
        where h.address = any(${distinct}::text[])
        group by h.address`.execute(trx);
      const held = new Map(rows.map((row) => [row.address, Number(row.held)]));
      const added = new Map<string, number>();
      const admitted = addresses.map((address) => {
        const count = held.get(address) ?? 0;
        if (count >= max) return false;
        held.set(address, count + 1);
        added.set(address, (added.get(address) ?? 0) + 1);
        return true;
      });
      if (added.size > 0) {
        await sql`
          insert into socket_holds (address, node, count)
          select a, ${node}, n from unnest(${[...added.keys()]}::text[], ${[...added.values()]}::int[]) as t(a, n)
          on conflict (address, node) do update set count = socket_holds.count + excluded.count`.execute(trx);
      }
      return admitted;
    });
  },

  /** Counts closed sockets out, `closed` per address, in one statement. */
  async release(ex: Executor, closed: ReadonlyMap<string, number>, node: string): Promise<void> {
    await sql`
      update socket_holds h set count = greatest(h.count - t.n, 0)
      from unnest(${[...closed.keys()]}::text[], ${[...closed.values()]}::int[]) as t(a, n)
      where h.address = t.a and h.node = ${node}`.execute(ex);
  },

  /** At a node's start: what an earlier run under the same name held is gone with it. */
  async forget(ex: Executor, node: string): Promise<void> {
    await sql`delete from socket_holds where node = ${node}`.execute(ex);
  },
};
