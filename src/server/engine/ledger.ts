import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Ledger entry types. 10 shows its memo as written; the others a translated text. */
export const LedgerType = {
  DEPOSIT: 1,
  WITHDRAW: 2,
  FEE: 3,
  PROFIT: 4,
  DEMO_FUNDING: 5,
  DEMO_RESET: 6,
  MANUAL: 10,
} as const;

/**
 * The one way a balance changes: the entry and the new balance are written in the caller's
 * transaction, so the balance always equals the sum of its ledger.
 */
export async function book(trx: Transaction<Database>, entry: { userId: number; type: number; units: bigint; memo?: string; at?: number }): Promise<bigint> {
  // One atomic statement: on PostgreSQL the row lock also orders concurrent bookings of an account.
  const { balance: balanceAfter } = await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', entry.units) }))
    .where('id', '=', BigInt(entry.userId))
    .returning('balance')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger')
    .values({ user_id: entry.userId, type: entry.type, value: entry.units, balance_after: balanceAfter, memo: entry.memo ?? '', created_at: entry.at ?? Date.now() })
    .execute();
  return balanceAfter;
}
