import { LedgerType, type LedgerTypeValue } from './ledger-types.ts';

/** A command broke the wallet's invariant (below): a bug in the engine, never a state to write. */
export class WalletInvariantBroken extends Error {
  override name = 'WalletInvariantBroken';
}

/**
 * The wallet's invariant, checked on what the database holds after each command: the frozen
 * amount and the used margin are never negative, and neither is the balance, except that a
 * realised trading loss may take it below 0 while positions stay open (used margin above 0):
 * negative balance protection is per account, so that loss is carried until the last position
 * closes, and only then written off. A command that takes money from a balance left negative
 * (a fee, a withdrawal, an adjustment) still needs the money. Undefined when it holds.
 */
export function invariantBreach(after: Readonly<{ balance: bigint; lock: bigint; margin: bigint }>, legs: readonly { type: LedgerTypeValue; units: bigint }[]): string | undefined {
  if (after.lock < 0n || after.margin < 0n) return 'frozen amount or used margin below 0';
  if (after.balance >= 0n) return undefined;
  if (after.margin === 0n) return 'a negative balance with no position open';
  const taking = legs.find((leg) => leg.units < 0n && leg.type !== LedgerType.PROFIT);
  return taking ? `a ledger leg of type ${taking.type} takes a balance below 0` : undefined;
}
