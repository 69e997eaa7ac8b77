import type { Executor } from '../../db/wallet-repository.ts';
import type { LedgerTypeValue, RefType } from './ledger-types.ts';

/** An account's money, in units of 10^-8: cash, frozen by pending withdrawals, held as margin. */
export interface Money {
  balance: bigint;
  lock: bigint;
  margin: bigint;
}

/** One balance change: it becomes one ledger entry. */
export interface Leg {
  type: LedgerTypeValue;
  units: bigint;
  /** Unique in the whole ledger: the same key never books twice. */
  key: string;
  ref: { type: RefType; id: string | number };
  memo?: string;
}

/** What a command plans against the account's current money; nothing is written until it returns. */
export interface Draft {
  /** The money before the command, with what the draft changed so far. */
  readonly money: Readonly<Money>;
  book(leg: Leg): void;
  /** Freezes (positive) or releases (negative) an amount held for a withdrawal. */
  lock(units: bigint): void;
  /** Holds (positive) or frees (negative) margin of positions. */
  margin(units: bigint): void;
  /**
   * Another write of the same transaction (an order row, a withdrawal record...). Database
   * writes only: when another command of its group fails, it runs again (group-commit.ts).
   */
  write(step: (trx: Executor) => Promise<void>): void;
}

export interface Outcome<T> {
  value: T;
  /** The account's money after the command. */
  money: Money;
  /** True when the command's keys were booked before: nothing was written this time. */
  duplicate: boolean;
}
