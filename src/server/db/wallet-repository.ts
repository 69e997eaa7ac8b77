import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A database handle or an open transaction: repositories take either, so writes can share one. */
export type Executor = Kysely<Database>;

export interface MoneyRow {
  balance: bigint;
  lock_balance: bigint;
  used_margin: bigint;
}

export interface LedgerRow {
  user_id: number;
  type: number;
  value: bigint;
  balance_after: bigint;
  memo: string;
  ref_type: string;
  ref_id: string;
  idem_key: string;
  created_at: number;
}

/** The SQL of the wallet (engine/wallet.ts), the only code that changes money columns. */
export const walletRepository = {
  money(ex: Executor, userId: number): Promise<MoneyRow | undefined> {
    return ex.selectFrom('users').select(['balance', 'lock_balance', 'used_margin']).where('id', '=', BigInt(userId)).executeTakeFirst();
  },

  /** The money of several accounts in one query (the wallet batches the reads of one event-loop turn). */
  async moneyOf(ex: Executor, userIds: number[]): Promise<Map<number, MoneyRow>> {
    const rows = await ex.selectFrom('users').select(['id', 'balance', 'lock_balance', 'used_margin']).where('id', 'in', userIds.map(BigInt)).execute();
    return new Map(rows.map(({ id, ...money }) => [Number(id), money]));
  },

  /** The keys among `keys` that the ledger already holds. */
  async bookedKeys(ex: Executor, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await ex.selectFrom('ledger').select('idem_key').where('idem_key', 'in', keys).execute();
    return rows.map((r) => r.idem_key!);
  },

  /**
   * Adds the deltas in one atomic statement and returns the new values. On PostgreSQL the row
   * lock also orders this against any other transaction touching the account.
   */
  apply(ex: Executor, userId: number, delta: { balance: bigint; lock: bigint; margin: bigint }): Promise<MoneyRow> {
    // Raw SQL: every wallet command runs it, and building it with the query builder was a tenth
    // of a 10,000-account stop-out's CPU (scripts/bench-stopout.ts).
    return sql<MoneyRow>`update users set balance = balance + ${delta.balance}, lock_balance = lock_balance + ${delta.lock}, used_margin = used_margin + ${delta.margin} where id = ${BigInt(userId)} returning balance, lock_balance, used_margin`
      .execute(ex)
      .then(({ rows: [row] }) => {
        if (!row) throw new Error(`wallet: account ${userId} does not exist`);
        return row;
      });
  },

  async insertLegs(ex: Executor, rows: LedgerRow[]): Promise<void> {
    if (rows.length > 0) await ex.insertInto('ledger').values(rows).execute();
  },

  /** The sum of an account's ledger, to reconcile against its balance. */
  async ledgerSum(ex: Executor, userId: number): Promise<bigint> {
    const row = await ex
      .selectFrom('ledger')
      .select((eb) => eb.fn.sum<bigint | string | null>('value').as('total'))
      .where('user_id', '=', BigInt(userId))
      .executeTakeFirst();
    return BigInt(row?.total ?? 0);
  },

  // The group commit's savepoints (engine/wallet/group-commit.ts): when a command of a group
  // fails on its own, the group is written again with each command inside one, so only the
  // failing command is rolled back. One name serves: each is released before the next begins.

  async savepoint(trx: Executor): Promise<void> {
    await sql`savepoint wallet_command`.execute(trx);
  },

  async releaseSavepoint(trx: Executor): Promise<void> {
    await sql`release savepoint wallet_command`.execute(trx);
  },

  /** Undoes the command's writes since its savepoint; the transaction and the others' writes go on. */
  async rollbackToSavepoint(trx: Executor): Promise<void> {
    await sql`rollback to savepoint wallet_command`.execute(trx);
  },
};
