import type { Insertable, Selectable } from 'kysely';
import type { WithdrawalTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type WithdrawalRow = Selectable<WithdrawalTable>;

/**
 * The SQL of withdrawals (engine/funding/withdrawals.ts). The record is written, and closed, as
 * one of the wallet command's writes that freezes or pays its amount, so neither exists alone.
 */
export const withdrawalRepository = {
  byId(ex: Executor, id: number): Promise<WithdrawalRow | undefined> {
    return ex.selectFrom('withdrawals').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  },

  async insert(ex: Executor, values: Insertable<WithdrawalTable>): Promise<void> {
    await ex.insertInto('withdrawals').values(values).execute();
  },

  /**
   * Closes the withdrawal only while it is still in `status`; false when it was not (another
   * decision got there first), so one withdrawal is never paid or released twice.
   */
  async closeIfStatus(ex: Executor, id: bigint, status: number, values: { status: number; remark: string; reviewed_by: string; reviewed_at: number }): Promise<boolean> {
    const done = await ex.updateTable('withdrawals').set(values).where('id', '=', id).where('status', '=', BigInt(status)).executeTakeFirst();
    return done.numUpdatedRows === 1n;
  },

  /** One page of the user's withdrawals of one type, newest first, and how many there are in all. */
  async pageOf(ex: Executor, userId: number, type: number, limit: number, offset: number): Promise<{ total: number; rows: WithdrawalRow[] }> {
    const base = ex.selectFrom('withdrawals').where('user_id', '=', BigInt(userId)).where('type', '=', BigInt(type));
    const total = Number((await base.select((eb) => eb.fn.countAll<bigint | string>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return { total, rows };
  },

  /** The newest withdrawals first, of one status or all (the operator's list). */
  list(ex: Executor, status: number | undefined, limit: number): Promise<WithdrawalRow[]> {
    let q = ex.selectFrom('withdrawals').selectAll();
    if (status !== undefined) q = q.where('status', '=', BigInt(status));
    return q.orderBy('id', 'desc').limit(limit).execute();
  },
};
