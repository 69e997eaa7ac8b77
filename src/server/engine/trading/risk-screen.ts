import type { UsdRate } from '../../../contract/formulas.ts';
import type { PointQuote } from '../../market/types.ts';
import { closingPrice, Status, type LiveOrder } from './live-order.ts';

/** What the screen needs of an instrument to value a point: its precision, profit contract size and USD rate now. */
export interface PointValue {
  /** USD one lot gains or loses per point of price, as a float. */
  usdPerPointLot: number;
  quote: Pick<PointQuote, 'bid' | 'ask'>;
}

/**
 * One instrument's exposures, one per account holding it there, as columns (struct of arrays):
 * a tick of every instrument walks 100,000 of them, and plain typed arrays read in order are
 * several times faster than as many objects scattered over the heap (issue 21 item 5).
 * Removal is by swap: the last exposure takes the freed slot.
 */
class InstrumentExposures {
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

/**
 * The quick risk screen of a tick: an estimate of each account's floating profit, kept as
 * per-instrument sums (floats), so a tick re-values each holding account in an instrument in
 * O(1) instead of re-pricing every position of the account in exact decimals. The engine runs
 * the exact stop-out check (index.ts, `stopOut`) only for the accounts whose estimate is near
 * the stop-out level; the estimate's float rounding and a cross rate that moved since the
 * instrument's last tick are covered by the margin the engine keeps around the level.
 *
 * Accounts and exposures live in typed columns, indexed by small integers: a tick of every
 * instrument is one pass over each instrument's columns, with no lookup and no allocation but
 * the list of accounts it returns (issue 21: 100,000 positions, all 23 instruments moving).
 */
export class RiskScreen {
  /** userId → its index in the account columns. */
  private readonly accountOf = new Map<number, number>();
  private userIds = new Float64Array(16);
  /** Σ floating of the account's exposures, USD. */
  private totals = new Float64Array(16);
  /** The last repriceAll that listed it (each account is listed once a pass). */
  private passes = new Uint32Array(16);
  /** How many instruments the account holds: at 0 its index is freed. */
  private exposureCounts = new Int32Array(16);
  private accounts = 0;
  private readonly freeAccounts: number[] = [];
  private readonly byInstrument = new Map<number, InstrumentExposures>();
  /** `account × 2^21 + instrumentId` → the exposure's slot in its instrument's columns. */
  private readonly slots = new Map<number, number>();
  private pass = 0;
  /** The accounts a pass has listed so far (scratch, reused from tick to tick). */
  private readonly touched: number[] = [];

  constructor(private readonly valueOf: (instrumentId: number) => PointValue | undefined) {}

  /** A position opened, or a pending order filled (its open price and lots are final). */
  holdingAdded(o: LiveOrder): void {
    if (o.status !== Status.HOLDING) return;
    this.adjust(o, 1);
  }

  /** A position closed, or is about to change (the book removes it, changes it, adds it back). */
  holdingRemoved(o: LiveOrder): void {
    if (o.status !== Status.HOLDING) return;
    this.adjust(o, -1);
  }

  /**
   * Re-values every account's exposure in each of the instruments at its price now, each
   * instrument once however often it is listed, and returns the accounts so re-valued, each once.
   */
  repriceAll(instrumentIds: Iterable<number>): number[] {
    const touched: number[] = [];
    this.screenAll(instrumentIds, (userId) => void touched.push(userId));
    return touched;
  }

  /**
   * repriceAll for the tick: once every instrument is re-valued, `visit` is given each account so
   * re-valued, once, with its estimated floating profit (USD), without a look-up per account.
   */
  screenAll(instrumentIds: Iterable<number>, visit: (userId: number, floating: number) => void): void {
    const pass = ++this.pass;
    const touched = this.touched;
    let count = 0;
    const { totals, passes } = this;
    for (const instrumentId of new Set(instrumentIds)) {
      const list = this.byInstrument.get(instrumentId);
      if (!list) continue;
      const { size, account } = list;
      // No price or USD rate yet: the last estimate stands, and its holders are still listed.
      const value = this.valueOf(instrumentId);
      if (value) {
        const bid = closingPrice({ side: 1 }, value.quote);
        const ask = closingPrice({ side: 2 }, value.quote);
        const { buyLots, buyCost, sellLots, sellCost, floating } = list;
        const k = value.usdPerPointLot;
        for (let i = 0; i < size; i++) {
          const next = (buyLots[i]! * bid - buyCost[i]! + sellCost[i]! - sellLots[i]! * ask) * k;
          totals[account[i]!] += next - floating[i]!;
          floating[i] = next;
        }
      }
      for (let i = 0; i < size; i++) {
        const a = account[i]!;
        if (passes[a] !== pass) {
          passes[a] = pass;
          touched[count++] = a; // grows the scratch array when a pass lists more than any before
        }
      }
    }
    for (let i = 0; i < count; i++) visit(this.userIds[touched[i]!]!, totals[touched[i]!]!);
  }

  /** The account's estimated floating profit, USD. */
  floating(userId: number): number {
    const a = this.accountOf.get(userId);
    return a === undefined ? 0 : this.totals[a]!;
  }

  private adjust(o: LiveOrder, by: 1 | -1): void {
    const a = this.accountIndex(o.userId);
    let list = this.byInstrument.get(o.instrumentId);
    if (!list) this.byInstrument.set(o.instrumentId, (list = new InstrumentExposures()));
    const key = a * 2 ** 21 + o.instrumentId;
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = list.push(a);
      this.slots.set(key, slot);
      this.exposureCounts[a]! += 1;
    }
    const lots = (Number(o.lots) / 1e8) * by;
    if (o.side === 1) {
      list.buyLots[slot]! += lots;
      list.buyCost[slot]! += lots * o.openPrice;
    } else {
      list.sellLots[slot]! += lots;
      list.sellCost[slot]! += lots * o.openPrice;
    }
    const value = this.valueOf(o.instrumentId);
    const next = value ? list.floatingAt(slot, closingPrice({ side: 1 }, value.quote), closingPrice({ side: 2 }, value.quote), value.usdPerPointLot) : 0;
    this.totals[a]! += next - list.floating[slot]!;
    list.floating[slot] = next;
    // Nothing left there: forget it (floats may leave dust, so count by lots, not by value).
    if (Math.abs(list.buyLots[slot]!) < 1e-9 && Math.abs(list.sellLots[slot]!) < 1e-9) this.forget(a, list, o.instrumentId, slot, key);
  }

  /** Drops an emptied exposure, and its account once it holds nothing. */
  private forget(a: number, list: InstrumentExposures, instrumentId: number, slot: number, key: number): void {
    this.totals[a]! -= list.floating[slot]!;
    this.slots.delete(key);
    const moved = list.remove(slot);
    if (moved >= 0) this.slots.set(moved * 2 ** 21 + instrumentId, slot);
    if (list.size === 0) this.byInstrument.delete(instrumentId);
    if ((this.exposureCounts[a]! -= 1) === 0) {
      this.accountOf.delete(this.userIds[a]!);
      this.freeAccounts.push(a);
    }
  }

  /** The account's index in the columns, given one (a freed one first) when it has none. */
  private accountIndex(userId: number): number {
    let a = this.accountOf.get(userId);
    if (a !== undefined) return a;
    a = this.freeAccounts.pop() ?? this.accounts++;
    if (a === this.userIds.length) this.growAccounts();
    this.userIds[a] = userId;
    this.totals[a] = 0;
    this.passes[a] = 0;
    this.exposureCounts[a] = 0;
    this.accountOf.set(userId, a);
    return a;
  }

  private growAccounts(): void {
    const n = this.userIds.length * 2;
    const userIds = new Float64Array(n);
    userIds.set(this.userIds);
    const totals = new Float64Array(n);
    totals.set(this.totals);
    const passes = new Uint32Array(n);
    passes.set(this.passes);
    const counts = new Int32Array(n);
    counts.set(this.exposureCounts);
    this.userIds = userIds;
    this.totals = totals;
    this.passes = passes;
    this.exposureCounts = counts;
  }
}

/** USD per point per lot: ProfitContNum × the quote currency's USD rate ÷ 10^precision. */
export function usdPerPointLot(profitContractSize: string, rate: UsdRate, precision: number): number {
  return (Number(profitContractSize) * Number(rate.num)) / Number(rate.den) / 10 ** precision;
}
