import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { numericCode, sha256 } from './tokens.ts';

export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a code survives; the next wrong one burns it. */
export const CODE_MAX_ATTEMPTS = 5;
/** 3: confirms a money action (withdrawal, payout account) of a logged-in real account. */
export const CodePurpose = { REGISTER: 1, RESET: 2, MONEY: 3 } as const;

/** The address a code goes to: 'email:…' or 'sms:<dialing code>:<number>'. */
export const emailTarget = (email: string) => `email:${email}`;
export const smsTarget = (areaCode: string, phone: string) => `sms:${areaCode}:${phone}`;

/** Verification codes: single use, 10 minutes, a few wrong tries. Only a hash is stored. */
export function createCodes(db: Db, clock: Clock) {
  const now = () => clock.now();
  return {
    async issue(target: string, purpose: number): Promise<string> {
      const code = numericCode(6);
      const at = now();
      await db.transaction().execute(async (trx) => {
        // A new code replaces any earlier one for the same address and purpose.
        await trx.updateTable('verification_codes').set({ used: 1 }).where('target', '=', target).where('purpose', '=', BigInt(purpose)).where('used', '=', 0n).execute();
        await trx.insertInto('verification_codes').values({ target, purpose, code_hash: sha256(`${target}:${code}`), created_at: at, expires_at: at + CODE_TTL_MS, attempts: 0, used: 0 }).execute();
      });
      return code;
    },

    /**
     * True once for the right code within its time; every wrong try counts against it. Each step
     * is one statement that reads and writes the row together: parallel wrong tries all count
     * (attempts + 1 in SQL, not a value read before), and the right code is taken only while the
     * row is unused and under its tries.
     */
    async consume(target: string, purpose: number, code: string): Promise<boolean> {
      const row = await db
        .selectFrom('verification_codes')
        .select(['id', 'code_hash', 'expires_at'])
        .where('target', '=', target)
        .where('purpose', '=', BigInt(purpose))
        .where('used', '=', 0n)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || Number(row.expires_at) <= now()) return false;
      if (row.code_hash !== sha256(`${target}:${code.trim()}`)) {
        await db
          .updateTable('verification_codes')
          .set({ attempts: sql`attempts + 1`, used: sql`case when attempts + 1 >= ${CODE_MAX_ATTEMPTS} then 1 else used end` })
          .where('id', '=', row.id)
          .execute();
        return false;
      }
      const taken = await db
        .updateTable('verification_codes')
        .set({ used: 1 })
        .where('id', '=', row.id)
        .where('used', '=', 0n)
        .where('attempts', '<', BigInt(CODE_MAX_ATTEMPTS))
        .executeTakeFirst();
      return taken.numUpdatedRows === 1n;
    },
  };
}
export type Codes = ReturnType<typeof createCodes>;
