import type { Money } from '../wallet/types.ts';

/**
 * The risk screen's accounts as columns (struct of arrays), indexed by a small integer: what a
 * tick reads of each account it moved (the estimated floating profit, the money) sits in typed
 * arrays, so screening 10,000 accounts is arithmetic, with no map look-up or BigInt conversion.
 */
export class AccountColumns {
  userIds = new Float64Array(16);
  /** Σ floating of the account's exposures, USD. */
  totals = new Float64Array(16);
  /** The last pass of the screen that listed it (each account is listed once a pass). */
  passes = new Uint32Array(16);
  /** How many instruments the account holds: at 0 its index is freed. */
  exposureCounts = new Int32Array(16);
  /** 1 when the wallet's money of the account is known (balance and margin below are it). */
  known = new Uint8Array(16);
  /** The balance, USD, as the estimate reads it: Number(units) ÷ 10^8. */
  balance = new Float64Array(16);
  /** The used margin, USD, the same way. */
  margin = new Float64Array(16);

  /** Index `a` now belongs to `userId`, holding nothing yet, with its money as the wallet knows it. */
  reset(a: number, userId: number, money: Readonly<Money> | undefined): void {
    if (a >= this.userIds.length) this.grow();
    this.userIds[a] = userId;
    this.totals[a] = 0;
    this.passes[a] = 0;
    this.exposureCounts[a] = 0;
    this.setMoney(a, money);
  }

  /** The wallet's money of the account changed (undefined: it is not known any more). */
  setMoney(a: number, money: Readonly<Money> | undefined): void {
    this.known[a] = money ? 1 : 0;
    this.balance[a] = money ? Number(money.balance) / 1e8 : 0;
    this.margin[a] = money ? Number(money.margin) / 1e8 : 0;
  }

  /**
   * The estimated margin level, percent (equity ÷ used margin × 100), Infinity with no margin
   * held; the same float arithmetic as the exact check's inputs converted, so a level at the
   * edge rounds the same way every time. Only for a known account.
   */
  level(a: number): number {
    const margin = this.margin[a]!;
    if (margin <= 0) return Infinity;
    return ((this.balance[a]! + this.totals[a]!) * 100) / margin;
  }

  private grow(): void {
    const n = this.userIds.length * 2;
    const wider = <T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.userIds = wider(this.userIds);
    this.totals = wider(this.totals);
    this.passes = wider(this.passes);
    this.exposureCounts = wider(this.exposureCounts);
    this.known = wider(this.known);
    this.balance = wider(this.balance);
    this.margin = wider(this.margin);
  }
}
