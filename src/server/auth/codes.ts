import type { Clock } from '../clock.ts';
import { codeRepository as repo } from '../db/code-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
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
export function createCodes(db: Executor, clock: Clock) {
  const now = () => clock.now();
  return {
    async issue(target: string, purpose: number): Promise<string> {
      const code = numericCode(6);
      const at = now();
      // A new code replaces any earlier one for the same address and purpose.
      await repo.replace(db, { target, purpose, code_hash: sha256(`${target}:${code}`), created_at: at, expires_at: at + CODE_TTL_MS });
      return code;
    },

    /**
     * True once for the right code within its time; every wrong try counts against it. Each step
     * is one statement that reads and writes the row together: parallel wrong tries all count
     * (attempts + 1 in SQL, not a value read before), and the right code is taken only while the
     * row is unused and under its tries.
     */
    async consume(target: string, purpose: number, code: string): Promise<boolean> {
      const row = await repo.latestUnused(db, target, purpose);
      if (!row || Number(row.expires_at) <= now()) return false;
      if (row.code_hash !== sha256(`${target}:${code.trim()}`)) {
        await repo.countWrongTry(db, row.id, CODE_MAX_ATTEMPTS);
        return false;
      }
      return repo.take(db, row.id, CODE_MAX_ATTEMPTS);
    },
  };
}
export type Codes = ReturnType<typeof createCodes>;
