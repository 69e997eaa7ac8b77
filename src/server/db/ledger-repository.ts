import type { Executor } from './wallet-repository.ts';

/** A statement line as the account's statement shows it. */
export interface StatementRow {
  id: bigint;
  type: bigint;
  value: bigint;
  memo: string;
  created_at: bigint;
}

/**
 * The ledger's reads for lists (engine/funding/ledger.ts). Its writes are the wallet's alone
 * (wallet-repository.ts), so nothing here changes it.
 */
export const ledgerRepository = {
  /** One page of the account's ledger, newest first, and how many lines it has in all. */
  async pageOf(ex: Executor, userId: number, limit: number, offset: number): Promise<{ total: number; rows: StatementRow[] }> {
    const base = ex.selectFrom('ledger').where('user_id', '=', BigInt(userId));
    const total = Number((await base.select((eb) => eb.fn.countAll<bigint | string>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base.select(['id', 'type', 'value', 'memo', 'created_at']).orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return { total, rows };
  },
};
