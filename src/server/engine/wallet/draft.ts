import type { Executor } from '../../db/wallet-repository.ts';
import type { Draft, Leg, Money } from './types.ts';

/**
 * A command's draft over the account's money before it: what `plan` books, freezes, holds and
 * writes is gathered here (the change as `delta`, to apply in one UPDATE), and `draft.money`
 * follows it so the plan reads its own changes. Nothing is written until the plan returns.
 */
export function startDraft(before: Readonly<Money>) {
  const money = { ...before };
  const delta: Money = { balance: 0n, lock: 0n, margin: 0n };
  const legs: Leg[] = [];
  const writes: ((trx: Executor) => Promise<void>)[] = [];
  const draft: Draft = {
    money,
    book(leg) {
      legs.push(leg);
      delta.balance += leg.units;
      money.balance += leg.units;
    },
    lock(units) {
      delta.lock += units;
      money.lock += units;
    },
    margin(units) {
      delta.margin += units;
      money.margin += units;
    },
    write: (step) => void writes.push(step),
  };
  return { draft, delta, legs, writes };
}
