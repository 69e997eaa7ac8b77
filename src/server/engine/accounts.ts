import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { User } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { inTransaction } from '../db/transaction.ts';
import { userRepository as users, type UserRow } from '../db/user-repository.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { toUnits } from '../units.ts';
import { DemoOnly, InviteInvalid, SessionInvalid } from '../errors.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { isPhone, normalizeEmail, normalizePhone } from './addresses.ts';
import { LedgerType, type Wallet } from './wallet/index.ts';

export type { UserRow } from '../db/user-repository.ts';

/** Thrown inside createReal's transaction when the email or phone exists: rolls it back, then reads as null. */
const ADDRESS_TAKEN = new Error('the address is taken');

export function toWireUser(row: UserRow): User {
  return {
    id: Number(row.id),
    uid: row.uid,
    email: row.email ?? (row.phone ? `+${row.area_code} ${row.phone}` : ''),
    is_demo: Number(row.is_demo),
    credit_score: Number(row.credit_score),
    invite_code: row.invite_code,
    area_code: row.area_code ?? undefined,
    phone: row.phone ?? undefined,
  };
}

/** Accounts: real and demo users, their lookup, creation and password. */
/** What accounts need of the trading engine: a demo reset closes the account's orders first. */
export interface OrdersOfAccount {
  closeEverything<T>(userId: number, then: () => Promise<T>): Promise<T>;
}

export function createAccounts(db: Executor, options: { demoBalance: string; clock: Clock; wallet: Wallet; passwords: PasswordHasher; trading?: OrdersOfAccount }) {
  const { clock, wallet, passwords } = options;
  const findByEmail = (email: string) => users.byEmail(db, email);
  const findByPhone = (phone: string, areaCode?: string) => users.byPhone(db, phone, areaCode);
  const byId = (id: number) => users.byId(db, id);

  async function uniqueValue(column: 'uid' | 'invite_code', make: () => string): Promise<string> {
    for (;;) {
      const value = make();
      if (!(await users.taken(db, column, value))) return value;
    }
  }

  const newUserBase = async () => ({
    uid: await uniqueValue('uid', () => String(randomInt(10_000_000, 100_000_000))),
    invite_code: await uniqueValue('invite_code', () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8).toUpperCase()),
    credit_score: 0,
    balance: 0n,
    lock_balance: 0n,
    created_at: clock.now(),
  });

  return {
    findByEmail,
    findByPhone,
    byId,

    /** The account behind a session, as the app shows it; gone meanwhile reads as an ended session. */
    async profile(userId: number): Promise<User> {
      const row = await byId(userId);
      if (!row) throw new SessionInvalid();
      return toWireUser(row);
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
     * Creates a real account; returns null when the email or phone is already taken (the caller
     * must not say so). `also` writes what must exist with the account (the terms acceptance) in
     * the same transaction: when it fails, no account is left.
     */
    async createReal(
      a: { email: string | null; areaCode: string | null; phone: string | null; password: string; invitedBy: bigint | null },
      also?: (trx: Executor, userId: number) => Promise<void>,
    ): Promise<UserRow | null> {
      const hash = await passwords.hash(a.password);
      const base = await newUserBase();
      let id: number;
      try {
        id = await inTransaction(db, async (trx) => {
          const userId = await users
            .insert(trx, { ...base, email: a.email, area_code: a.areaCode, phone: a.phone, password_hash: hash, is_demo: 0, demo_id: null, invited_by: a.invitedBy })
            .catch((error: unknown) => {
              throw isUniqueViolation(error) ? ADDRESS_TAKEN : error;
            });
          await also?.(trx, userId);
          return userId;
        });
      } catch (error) {
        // Only the account's own address being taken is "taken"; any other failure (the
        // acceptance's write included) is a fault, and the transaction left nothing behind.
        if (error === ADDRESS_TAKEN) return null;
        throw error;
      }
      return (await byId(id)) ?? null;
    },

    /** The device's demo account, or a new one funded through the ledger. */
    async demo(demoId: string | undefined): Promise<UserRow> {
      if (demoId) {
        const existing = await users.demoByKey(db, demoId);
        if (existing) return existing;
      }
      const base = await newUserBase();
      const id = await wallet.open(
        (trx) => users.insert(trx, { ...base, email: null, area_code: null, phone: null, password_hash: null, is_demo: 1, demo_id: randomBytes(16).toString('base64url'), invited_by: null }),
        (userId) => [{ type: LedgerType.DEMO_FUNDING, units: toUnits(options.demoBalance), key: `demo-funding:${userId}`, ref: { type: 'account', id: userId } }],
      );
      const row = await byId(id);
      if (!row) throw new Error(`accounts: demo account ${id} was not written`);
      return row;
    },

    /** Restores a demo account's balance to the starting amount, as one ledger entry through the wallet. */
    async resetDemo(userId: number): Promise<bigint> {
      if (!(await users.isDemo(db, userId))) throw new DemoOnly();
      const reset = async () => {
        const { money } = await wallet.run(userId, (draft) => {
          const difference = toUnits(options.demoBalance) - draft.money.balance;
          if (difference !== 0n) draft.book({ type: LedgerType.DEMO_RESET, units: difference, key: `demo-reset:${randomUUID()}`, ref: { type: 'account', id: userId } });
        });
        return money.balance;
      };
      // Positions close and pending orders are cancelled first, in the same account lane, so
      // the new balance starts with nothing open (issue 8).
      return options.trading ? options.trading.closeEverything(userId, reset) : reset();
    },

    async setPassword(userId: number, password: string): Promise<void> {
      await users.setPasswordHash(db, userId, await passwords.hash(password));
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
