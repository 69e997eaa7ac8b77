import type { Executor } from './wallet-repository.ts';

/** The SQL of the watchlist (engine/watchlist): one user's ids in order, read or replaced whole. */
export const watchlistRepository = {
  async ids(ex: Executor, userId: number): Promise<number[]> {
    const rows = await ex.selectFrom('watchlist_items').select('forex_id').where('user_id', '=', BigInt(userId)).orderBy('position').execute();
    return rows.map((row) => Number(row.forex_id));
  },

  /** Replaces the user's whole list with `ids` (distinct, in order), in one transaction. */
  replace(ex: Executor, userId: number, ids: readonly number[]): Promise<void> {
    return ex.transaction().execute(async (trx) => {
      await trx.deleteFrom('watchlist_items').where('user_id', '=', BigInt(userId)).execute();
      if (ids.length === 0) return;
      await trx
        .insertInto('watchlist_items')
        .values(ids.map((id, position) => ({ user_id: BigInt(userId), forex_id: BigInt(id), position })))
        .execute();
    });
  },
};
