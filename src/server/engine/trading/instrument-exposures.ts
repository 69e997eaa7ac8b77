/**
 * One instrument's exposures, one per account holding it there, as columns (struct of arrays):
 * a tick of every instrument walks 100,000 of them, and plain typed arrays read in order are
 * several times faster than as many objects scattered over the heap (issue 21 item 5).
 * Removal is by swap: the last exposure takes the freed slot.
 */
export class InstrumentExposures {
  size = 0;
  /** The account (its index in RiskScreen's account columns) of each exposure. */
  account = new Int32Array(16);
  buyLots = new Float64Array(16);
  /** Σ lots × open price (points) of the buys. */
  buyCost = new Float64Array(16);
  sellLots = new Float64Array(16);
  sellCost = new Float64Array(16);
  /** The floating profit of these holdings at the last price seen, USD (float). */
  floating = new Float64Array(16);

  /** A new, empty exposure of `account`; its slot. */
  push(account: number): number {
    if (this.size === this.account.length) this.grow();
    const slot = this.size++;
    this.account[slot] = account;
    this.buyLots[slot] = this.buyCost[slot] = this.sellLots[slot] = this.sellCost[slot] = this.floating[slot] = 0;
    return slot;
  }

  /** Frees a slot; returns the account whose exposure moved into it, or -1 when none moved. */
  remove(slot: number): number {
    const last = --this.size;
    if (slot === last) return -1;
    this.account[slot] = this.account[last]!;
    this.buyLots[slot] = this.buyLots[last]!;
    this.buyCost[slot] = this.buyCost[last]!;
    this.sellLots[slot] = this.sellLots[last]!;
    this.sellCost[slot] = this.sellCost[last]!;
    this.floating[slot] = this.floating[last]!;
    return this.account[slot]!;
  }

  /** The floating profit of the exposure in `slot`, USD, with buys closing at `bid`, sells at `ask` (points). */
  floatingAt(slot: number, bid: number, ask: number, usdPerPointLot: number): number {
    return (this.buyLots[slot]! * bid - this.buyCost[slot]! + this.sellCost[slot]! - this.sellLots[slot]! * ask) * usdPerPointLot;
  }

  private grow(): void {
    const n = this.account.length * 2;
    const wider = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.account = wider(this.account);
    this.buyLots = wider(this.buyLots);
    this.buyCost = wider(this.buyCost);
    this.sellLots = wider(this.sellLots);
    this.sellCost = wider(this.sellCost);
    this.floating = wider(this.floating);
  }
}
