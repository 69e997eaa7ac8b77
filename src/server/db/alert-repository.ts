import { sql, type Selectable } from 'kysely';
import type { Executor } from './wallet-repository.ts';
import type { PriceAlertTable } from './schema.ts';

export type AlertRow = Selectable<PriceAlertTable>;

/** The SQL of price alerts (engine/alerts/): portable between SQLite and PostgreSQL. */
export const alertRepository = {
  /** Every alert still waiting (the engine's index at start). */
  waiting(ex: Executor): Promise<AlertRow[]> {
    return ex.selectFrom('price_alerts').selectAll().where('triggered_at', 'is', null).orderBy('id').execute();
  },

  /** The waiting alerts of the accounts in one shard (user id modulo `shards`): a cluster node's share. */
  waitingOfShard(ex: Executor, shard: number, shards: number): Promise<AlertRow[]> {
    return ex
      .selectFrom('price_alerts')
      .selectAll()
      .where('triggered_at', 'is', null)
      .where(sql<bigint>`user_id % ${shards}`, '=', BigInt(shard))
      .orderBy('id')
      .execute();
  },

  /** One user's alerts, waiting and fired. */
  ofUser(ex: Executor, userId: number): Promise<AlertRow[]> {
    return ex.selectFrom('price_alerts').selectAll().where('user_id', '=', BigInt(userId)).execute();
  },

  /** The user's own alert, or undefined (another user's is as good as none). */
  own(ex: Executor, userId: number, id: number): Promise<AlertRow | undefined> {
    return ex.selectFrom('price_alerts').selectAll().where('id', '=', BigInt(id)).where('user_id', '=', BigInt(userId)).executeTakeFirst();
  },

  async insert(ex: Executor, row: { user_id: number; instrument_id: number; kind: string; value: bigint; created_at: number }): Promise<AlertRow> {
    return ex
      .insertInto('price_alerts')
      .values({ ...row, triggered_at: null, triggered_price: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** A new condition for the user's own alert; it waits again. Undefined when it is not theirs (or gone). */
  change(ex: Executor, userId: number, id: number, kind: string, value: bigint): Promise<AlertRow | undefined> {
    return ex
      .updateTable('price_alerts')
      .set({ kind, value, triggered_at: null, triggered_price: null })
      .where('id', '=', BigInt(id))
      .where('user_id', '=', BigInt(userId))
      .returningAll()
      .executeTakeFirst();
  },

  async removeOwn(ex: Executor, userId: number, id: number): Promise<boolean> {
    const done = await ex.deleteFrom('price_alerts').where('id', '=', BigInt(id)).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    return done.numDeletedRows > 0n;
  },

  /** Marks a waiting alert fired; false when it was not waiting any more (fired, edited away or deleted). */
  async fire(ex: Executor, id: number, at: number, price: bigint): Promise<boolean> {
    const done = await ex.updateTable('price_alerts').set({ triggered_at: at, triggered_price: price }).where('id', '=', BigInt(id)).where('triggered_at', 'is', null).executeTakeFirst();
    return done.numUpdatedRows > 0n;
  },

  /** Keeps the user's `keep` most recently fired alerts and removes older fired ones (waiting ones stay). */
  async keepFired(ex: Executor, userId: number, keep: number): Promise<void> {
    const fired = await ex
      .selectFrom('price_alerts')
      .select('id')
      .where('user_id', '=', BigInt(userId))
      .where('triggered_at', 'is not', null)
      .orderBy('triggered_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    if (fired.length > keep)
      await ex
        .deleteFrom('price_alerts')
        .where(
          'id',
          'in',
          fired.slice(keep).map((r) => r.id),
        )
        .execute();
  },
};
