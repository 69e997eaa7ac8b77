import type { Insertable, Selectable } from 'kysely';
import type { DrawMethodTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type PayoutAccountRow = Selectable<DrawMethodTable>;

/**
 * The SQL of payout accounts (engine/funding/payout-accounts.ts, table draw_methods). A deleted
 * one stays in the table, marked, because withdrawals keep naming it; every read here skips it.
 */
export const payoutAccountRepository = {
  /** The user's own live account `id`; another user's or a deleted one reads as none. */
  owned(ex: Executor, userId: number, id: number): Promise<PayoutAccountRow | undefined> {
    return ex.selectFrom('draw_methods').selectAll().where('id', '=', BigInt(id)).where('user_id', '=', BigInt(userId)).where('deleted', '=', 0n).executeTakeFirst();
  },

  /** The user's live accounts of one type, of one payout currency when given, newest first. */
  listOf(ex: Executor, userId: number, type: number, currencyId?: number): Promise<PayoutAccountRow[]> {
    let q = ex.selectFrom('draw_methods').selectAll().where('user_id', '=', BigInt(userId)).where('type', '=', BigInt(type)).where('deleted', '=', 0n);
    if (currencyId) q = q.where('draw_currency_id', '=', BigInt(currencyId));
    return q.orderBy('id', 'desc').execute();
  },

  /** The address and account number of the user's live accounts of one type and currency, to find a repeat. */
  boundIn(ex: Executor, userId: number, type: number, currencyId: number): Promise<{ dc_address: string; payee_account: string }[]> {
    return ex
      .selectFrom('draw_methods')
      .select(['dc_address', 'payee_account'])
      .where('user_id', '=', BigInt(userId))
      .where('type', '=', BigInt(type))
      .where('draw_currency_id', '=', BigInt(currencyId))
      .where('deleted', '=', 0n)
      .execute();
  },

  async insert(ex: Executor, values: Insertable<DrawMethodTable>): Promise<void> {
    await ex.insertInto('draw_methods').values(values).execute();
  },

  /** Marks the user's own live account deleted; false when there was none to delete. */
  async markDeleted(ex: Executor, userId: number, id: number): Promise<boolean> {
    const done = await ex.updateTable('draw_methods').set({ deleted: 1 }).where('id', '=', BigInt(id)).where('user_id', '=', BigInt(userId)).where('deleted', '=', 0n).executeTakeFirst();
    return done.numUpdatedRows === 1n;
  },
};
