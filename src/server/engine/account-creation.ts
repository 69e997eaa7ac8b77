import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { userRepository as users, type UserRow } from '../db/user-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { DemoOnly } from '../errors.ts';
import { toUnits } from '../units.ts';
import { LedgerType, type Wallet } from './wallet/index.ts';

/** What accounts need of the trading engine: a demo reset closes the account's orders first. */
export interface OrdersOfAccount {
  closeEverything<T>(userId: number, then: () => Promise<T>): Promise<T>;
}

/** What creating and resetting accounts works with (accounts.ts builds it once). */
export interface AccountContext {
  db: Executor;
  clock: Clock;
  wallet: Wallet;
  passwords: PasswordHasher;
  /** A demo account's starting balance, USD. */
  demoBalance: string;
  trading?: OrdersOfAccount;
}

/** Thrown inside createReal's transaction when the email or phone exists: rolls it back, then reads as null. */
const ADDRESS_TAKEN = new Error('the address is taken');

async function uniqueValue(ctx: AccountContext, column: 'uid' | 'invite_code', make: () => string): Promise<string> {
  for (;;) {
    const value = make();
    if (!(await users.taken(ctx.db, column, value))) return value;
  }
}

const newUserBase = async (ctx: AccountContext) => ({
  uid: await uniqueValue(ctx, 'uid', () => String(randomInt(10_000_000, 100_000_000))),
  invite_code: await uniqueValue(ctx, 'invite_code', () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8).toUpperCase()),
  credit_score: 0,
  balance: 0n,
  lock_balance: 0n,
  created_at: ctx.clock.now(),
});

/**
 * Creates a real account; returns null when the email or phone is already taken (the caller
 * must not say so). `also` writes what must exist with the account (the terms acceptance) in
 * the same transaction: when it fails, no account is left.
 */
export async function createReal(
  ctx: AccountContext,
  a: { email: string | null; areaCode: string | null; phone: string | null; password: string; invitedBy: bigint | null },
  also?: (trx: Executor, userId: number) => Promise<void>,
): Promise<UserRow | null> {
  const hash = await ctx.passwords.hash(a.password);
  const base = await newUserBase(ctx);
  let id: number;
  try {
    id = await inTransaction(ctx.db, async (trx) => {
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
  return (await users.byId(ctx.db, id)) ?? null;
}

/** The device's demo account, or a new one funded through the ledger. */
export async function demo(ctx: AccountContext, demoId: string | undefined): Promise<UserRow> {
  if (demoId) {
    const existing = await users.demoByKey(ctx.db, demoId);
    if (existing) return existing;
  }
  const base = await newUserBase(ctx);
  const id = await ctx.wallet.open(
    (trx) => users.insert(trx, { ...base, email: null, area_code: null, phone: null, password_hash: null, is_demo: 1, demo_id: randomBytes(16).toString('base64url'), invited_by: null }),
    (userId) => [{ type: LedgerType.DEMO_FUNDING, units: toUnits(ctx.demoBalance), key: `demo-funding:${userId}`, ref: { type: 'account', id: userId } }],
  );
  const row = await users.byId(ctx.db, id);
  if (!row) throw new Error(`accounts: demo account ${id} was not written`);
  return row;
}

/** Restores a demo account's balance to the starting amount, as one ledger entry through the wallet; the new balance in units. */
export async function resetDemo(ctx: AccountContext, userId: number): Promise<bigint> {
  if (!(await users.isDemo(ctx.db, userId))) throw new DemoOnly();
  const reset = async () => {
    const { money } = await ctx.wallet.run(userId, (draft) => {
      const difference = toUnits(ctx.demoBalance) - draft.money.balance;
      if (difference !== 0n) draft.book({ type: LedgerType.DEMO_RESET, units: difference, key: `demo-reset:${randomUUID()}`, ref: { type: 'account', id: userId } });
    });
    return money.balance;
  };
  // Positions close and pending orders are cancelled first, in the same account lane, so
  // the new balance starts with nothing open (issue 8).
  return ctx.trading ? ctx.trading.closeEverything(userId, reset) : reset();
}
