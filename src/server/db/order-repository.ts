import { sql, type Insertable, type Selectable } from 'kysely';
import type { OrderTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type OrderRow = Selectable<OrderTable>;
export type NewOrderRow = Insertable<OrderTable>;

/** The SQL of orders (engine/trading), on a handle or an open transaction (the wallet's). */
export const orderRepository = {
  async insert(ex: Executor, row: NewOrderRow): Promise<void> {
    await ex.insertInto('orders').values(row).execute();
  },

  async update(ex: Executor, id: number, changes: Partial<NewOrderRow>): Promise<void> {
    await ex.updateTable('orders').set(changes).where('id', '=', BigInt(id)).execute();
  },

  /**
   * Closes a whole holding: one statement per position, in raw SQL because stop-outs and
   * triggers run it thousands of times a tick (scripts/bench-stopout.ts).
   */
  async close(ex: Executor, id: number, c: { status: number; close_price: bigint; trigger_price: bigint; profit: bigint; close_reason: string; closed_at: number }): Promise<void> {
    await sql`update orders set status = ${BigInt(c.status)}, close_price = ${c.close_price}, trigger_price = ${c.trigger_price}, profit = ${c.profit}, close_reason = ${c.close_reason}, closed_at = ${c.closed_at} where id = ${BigInt(id)}`.execute(
      ex,
    );
  },

  /** The realised profit of all of a user's closed orders (my_deal's history header). */
  async realised(ex: Executor, userId: number): Promise<bigint> {
    const row = await ex
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<bigint | string | number | null>('profit').as('total'))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 3n)
      .executeTakeFirst();
    return BigInt(row?.total ?? 0);
  },

  /** Every pending and holding order: the engine's memory at start. */
  open(ex: Executor): Promise<OrderRow[]> {
    return ex.selectFrom('orders').selectAll().where('status', 'in', [0n, 1n]).orderBy('id').execute();
  },

  /** The pending and holding orders of the accounts in one shard (user id modulo `shards`): a cluster node's share. */
  openOfShard(ex: Executor, shard: number, shards: number): Promise<OrderRow[]> {
    return ex
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', [0n, 1n])
      .where(sql<bigint>`user_id % ${shards}`, '=', BigInt(shard))
      .orderBy('id')
      .execute();
  },

  byClientKey(ex: Executor, userId: number, clientKey: string): Promise<OrderRow | undefined> {
    return ex.selectFrom('orders').selectAll().where('user_id', '=', BigInt(userId)).where('client_key', '=', clientKey).executeTakeFirst();
  },

  byId(ex: Executor, userId: number, id: number): Promise<OrderRow | undefined> {
    return ex.selectFrom('orders').selectAll().where('user_id', '=', BigInt(userId)).where('id', '=', BigInt(id)).executeTakeFirst();
  },

  /** One page of a user's closed and cancelled orders, newest first, and how many there are. */
  async history(ex: Executor, userId: number, page: number, size: number): Promise<{ rows: OrderRow[]; total: number }> {
    const base = ex.selectFrom('orders').where('user_id', '=', BigInt(userId)).where('status', '=', 3n);
    const rows = await base
      .selectAll()
      .orderBy('closed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const count = await base.select((eb) => eb.fn.countAll<bigint | string>().as('n')).executeTakeFirst();
    return { rows, total: Number(count?.n ?? 0) };
  },

  /** Largest order per instrument id, in lots (decimal strings). */
  async maxLots(ex: Executor): Promise<Map<number, string>> {
    const rows = await ex.selectFrom('instruments').select(['id', 'max_lots']).execute();
    return new Map(rows.map((r) => [Number(r.id), r.max_lots]));
  },
};
