import type { PasswordHasher } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import { userRepository as users, type UserRow } from '../db/user-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { InviteInvalid, SessionInvalid } from '../errors.ts';
import * as creation from './account-creation.ts';
import type { AccountContext, OrdersOfAccount } from './account-creation.ts';
import { isPhone, normalizeEmail, normalizePhone } from './addresses.ts';
import type { Wallet } from './wallet/index.ts';

export type { UserRow } from '../db/user-repository.ts';

export type { OrdersOfAccount } from './account-creation.ts';

/** Accounts: real and demo users, their lookup, creation (account-creation.ts) and password. */
export function createAccounts(db: Executor, options: { demoBalance: string; clock: Clock; wallet: Wallet; passwords: PasswordHasher; trading?: OrdersOfAccount }) {
  const { clock, wallet, passwords } = options;
  const findByEmail = (email: string) => users.byEmail(db, email);
  const findByPhone = (phone: string, areaCode?: string) => users.byPhone(db, phone, areaCode);
  const byId = (id: number) => users.byId(db, id);

  const ctx: AccountContext = { db, clock, wallet, passwords, demoBalance: options.demoBalance, trading: options.trading };

  return {
    findByEmail,
    findByPhone,
    byId,

    /** The account behind a session (http/user-wire.ts shows it); gone meanwhile reads as an ended session. */
    async profile(userId: number): Promise<UserRow> {
      const row = await byId(userId);
      if (!row) throw new SessionInvalid();
      return row;
    },

    /** Cash in units of 10^-8. */
    async balance(userId: number): Promise<bigint> {
      const row = await byId(userId);
      if (!row) throw new SessionInvalid();
      return row.balance;
    },

    /** The accounts an account name may mean; several when one phone number exists in several countries. */
    async candidates(account: string, loginType: 'email' | 'mobile'): Promise<UserRow[]> {
      if (loginType === 'email') {
        const row = await findByEmail(normalizeEmail(account));
        return row ? [row] : [];
      }
      const phone = normalizePhone(account);
      return isPhone(phone) ? findByPhone(phone) : [];
    },

    /**
     * The user whose password matches, or null; the same work is done when no account exists.
     * `lane` is the client's address key: the hash waits its turn in that lane of the queue.
     */
    async checkPassword(candidates: UserRow[], password: string, lane: string): Promise<UserRow | null> {
      if (candidates.length === 0) {
        await passwords.verify(password, null, lane);
        return null;
      }
      for (const row of candidates) if (!row.is_demo && (await passwords.verify(password, row.password_hash, lane))) return row;
      return null;
    },

    /** True when the user's hash was made with a lower cost than today's (rehashed at login). */
    passwordNeedsRehash: (row: UserRow) => passwords.needsRehash(row.password_hash),

    async inviterId(inviteCode: string | undefined): Promise<bigint | null> {
      if (!inviteCode) return null;
      const id = await users.idByInviteCode(db, inviteCode.trim().toUpperCase());
      if (id === undefined) throw new InviteInvalid();
      return id;
    },

    /**
     * Creates a real account; null when the email or phone is already taken (the caller must not
     * say so). `also` writes what must exist with the account in the same transaction.
     */
    createReal: (a: Parameters<typeof creation.createReal>[1], also?: (trx: Executor, userId: number) => Promise<void>) => creation.createReal(ctx, a, also),
    /** The device's demo account, or a new one funded through the ledger. */
    demo: (demoId: string | undefined) => creation.demo(ctx, demoId),
    /** Restores a demo account's balance to the starting amount; the new balance in units. */
    resetDemo: (userId: number) => creation.resetDemo(ctx, userId),

    async setPassword(userId: number, password: string): Promise<void> {
      await users.setPasswordHash(db, userId, await passwords.hash(password));
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
