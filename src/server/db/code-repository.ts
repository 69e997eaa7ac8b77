import { sql } from 'kysely';
import type { Executor } from './wallet-repository.ts';

/** The SQL of verification codes (auth/codes.ts, auth/purge.ts). Only a code's hash is stored. */
export const codeRepository = {
  /** Stores a new code in one transaction with retiring any earlier one for the same address and purpose. */
  replace(ex: Executor, row: { target: string; purpose: number; code_hash: string; created_at: number; expires_at: number }): Promise<void> {
    return ex.transaction().execute(async (trx) => {
      // A new code replaces any earlier one for the same address and purpose.
      await trx.updateTable('verification_codes').set({ used: 1 }).where('target', '=', row.target).where('purpose', '=', BigInt(row.purpose)).where('used', '=', 0n).execute();
      await trx
        .insertInto('verification_codes')
        .values({ ...row, attempts: 0, used: 0 })
        .execute();
    });
  },

  /** The newest unused code of the address and purpose. */
  latestUnused(ex: Executor, target: string, purpose: number): Promise<{ id: bigint; code_hash: string; expires_at: bigint } | undefined> {
    return ex
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'expires_at'])
      .where('target', '=', target)
      .where('purpose', '=', BigInt(purpose))
      .where('used', '=', 0n)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /**
   * Counts a wrong try and burns the code at `maxAttempts`, in one statement that reads and
   * writes the row together: parallel wrong tries all count (attempts + 1 in SQL, not a value
   * read before).
   */
  async countWrongTry(ex: Executor, id: bigint, maxAttempts: number): Promise<void> {
    await ex
      .updateTable('verification_codes')
      .set({ attempts: sql`attempts + 1`, used: sql`case when attempts + 1 >= ${maxAttempts} then 1 else used end` })
      .where('id', '=', id)
      .execute();
  },

  /** Takes the code: true only while the row is unused and under its tries (of two takers, one wins). */
  async take(ex: Executor, id: bigint, maxAttempts: number): Promise<boolean> {
    const taken = await ex.updateTable('verification_codes').set({ used: 1 }).where('id', '=', id).where('used', '=', 0n).where('attempts', '<', BigInt(maxAttempts)).executeTakeFirst();
    return taken.numUpdatedRows === 1n;
  },

  /** Deletes codes past their expiry; how many. */
  async removeExpired(ex: Executor, now: number): Promise<number> {
    const done = await ex.deleteFrom('verification_codes').where('expires_at', '<=', BigInt(now)).executeTakeFirst();
    return Number(done.numDeletedRows);
  },
};
