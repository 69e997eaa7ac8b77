import type { Insertable, Selectable } from 'kysely';
import type { DepositTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type DepositRow = Selectable<DepositTable>;

/**
 * The SQL of deposits (engine/funding/deposits.ts): the user's reports and the operator's
 * decisions. Only the wallet credits money; the approval's row change runs as one of its writes.
 */
export const depositRepository = {
  byId(ex: Executor, id: number): Promise<DepositRow | undefined> {
    return ex.selectFrom('deposits').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  },

  async insert(ex: Executor, values: Insertable<DepositTable>): Promise<void> {
    await ex.insertInto('deposits').values(values).execute();
  },

  /**
   * Closes the deposit only while it is still in `status`; false when it was not (another
   * decision got there first), so one deposit is never decided twice.
   */
  async closeIfStatus(ex: Executor, id: bigint, status: number, values: { status: number; received?: bigint; remark: string; reviewed_by: string; reviewed_at: number }): Promise<boolean> {
    const done = await ex.updateTable('deposits').set(values).where('id', '=', id).where('status', '=', BigInt(status)).executeTakeFirst();
    return done.numUpdatedRows === 1n;
  },

  /** One page of the user's deposits of one type, newest first, and how many there are in all. */
  async pageOf(ex: Executor, userId: number, type: number, limit: number, offset: number): Promise<{ total: number; rows: DepositRow[] }> {
    const base = ex.selectFrom('deposits').where('user_id', '=', BigInt(userId)).where('type', '=', BigInt(type));
    const total = Number((await base.select((eb) => eb.fn.countAll<bigint | string>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return { total, rows };
  },

  /** The newest deposits first, of one status or all (the operator's list). */
  list(ex: Executor, status: number | undefined, limit: number): Promise<DepositRow[]> {
    let q = ex.selectFrom('deposits').selectAll();
    if (status !== undefined) q = q.where('status', '=', BigInt(status));
    return q.orderBy('id', 'desc').limit(limit).execute();
  },
};
