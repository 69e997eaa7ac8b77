import type { UsdRate } from '../../../contract/formulas.ts';
import type { PointQuote } from '../../market/types.ts';
import type { Money } from '../wallet/types.ts';
import { AccountColumns } from './account-columns.ts';
import { InstrumentExposures } from './instrument-exposures.ts';
import { closingPrice, Status, type LiveOrder } from './live-order.ts';

/** What the screen needs of an instrument to value a point: its precision, profit contract size and USD rate now. */
export interface PointValue {
  /** USD one lot gains or loses per point of price, as a float. */
  usdPerPointLot: number;
  quote: Pick<PointQuote, 'bid' | 'ask'>;
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
 * instrument is one pass over each instrument's columns, with no lookup and no allocation.
 * Each account's money (balance and used margin, as floats) sits in the account columns too,
 * told by the wallet whenever it changes (`moneyChanged`), so the estimated margin level of
 * every account the tick moved is arithmetic over those columns, not a look-up in the wallet's
 * cache per account (issue 21: 100,000 positions, all 23 instruments moving).
 */
export class RiskScreen {
  /** userId → its index in the account columns. */
  private readonly accountOf = new Map<number, number>();
  private readonly columns = new AccountColumns();
  private accounts = 0;
  private readonly freeAccounts: number[] = [];
  private readonly byInstrument = new Map<number, InstrumentExposures>();
  /** `account × 2^21 + instrumentId` → the exposure's slot in its instrument's columns. */
  private readonly slots = new Map<number, number>();
  private pass = 0;
  /** The accounts a pass has listed so far (scratch, reused from tick to tick). */
  private readonly touched: number[] = [];

  /**
   * `valueOf`: an instrument's point value now. `moneyOf`: an account's money as the wallet
   * knows it (undefined when it does not yet), read when the account enters the screen; from
   * then on the wallet tells each change through `moneyChanged`.
   */
  constructor(
    private readonly valueOf: (instrumentId: number) => PointValue | undefined,
    private readonly moneyOf: (userId: number) => Readonly<Money> | undefined = () => undefined,
  ) {}

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

  /** The wallet committed or read the account's money (undefined: it forgot it and reads it again). */
  moneyChanged(userId: number, money: Readonly<Money> | undefined): void {
    const a = this.accountOf.get(userId);
    if (a !== undefined) this.columns.setMoney(a, money);
  }

  /**
   * Re-values every account's exposure in each of the instruments at its price now, each
   * instrument once however often it is listed, and returns the accounts so re-valued, each once.
   */
  repriceAll(instrumentIds: Iterable<number>): number[] {
    const touched: number[] = [];
    this.screenAll(instrumentIds, Infinity, (userId) => void touched.push(userId));
    return touched;
  }

  /**
   * repriceAll for the tick: once every instrument is re-valued, `visit` is given each account so
   * re-valued, once, whose estimated margin level (percent, `level`) is at or below `cut`, or
   * undefined when its money is not known yet; the others are passed over. Arithmetic over the
   * columns only: no look-up per account.
   */
  screenAll(instrumentIds: Iterable<number>, cut: number, visit: (userId: number, level: number | undefined) => void): void {
    const pass = ++this.pass;
    const touched = this.touched;
    let count = 0;
    const { totals, passes } = this.columns;
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
          const a = account[i]!;
          const next = (buyLots[i]! * bid - buyCost[i]! + sellCost[i]! - sellLots[i]! * ask) * k;
          totals[a] += next - floating[i]!;
          floating[i] = next;
          if (passes[a] !== pass) {
            passes[a] = pass;
            touched[count++] = a; // grows the scratch array when a pass lists more than any before
          }
        }
      } else {
        for (let i = 0; i < size; i++) {
          const a = account[i]!;
          if (passes[a] !== pass) {
            passes[a] = pass;
            touched[count++] = a;
          }
        }
      }
    }
    const { userIds, known } = this.columns;
    for (let i = 0; i < count; i++) {
      const a = touched[i]!;
      if (known[a] === 0) visit(userIds[a]!, undefined);
      else {
        const level = this.columns.level(a);
        if (level <= cut) visit(userIds[a]!, level);
      }
    }
  }

  /** The account's estimated floating profit, USD. */
  floating(userId: number): number {
    const a = this.accountOf.get(userId);
    return a === undefined ? 0 : this.columns.totals[a]!;
  }

  /**
   * Whether the last screenAll re-valued the account and passed over it: its money known and its
   * estimated margin level above that pass's `cut`.
   */
  passedOver(userId: number, cut: number): boolean {
    const a = this.accountOf.get(userId);
    return a !== undefined && this.columns.passes[a] === this.pass && this.columns.known[a] === 1 && this.columns.level(a) > cut;
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
      this.columns.exposureCounts[a]! += 1;
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
    this.columns.totals[a]! += next - list.floating[slot]!;
    list.floating[slot] = next;
    // Nothing left there: forget it (floats may leave dust, so count by lots, not by value).
    if (Math.abs(list.buyLots[slot]!) < 1e-9 && Math.abs(list.sellLots[slot]!) < 1e-9) this.forget(a, list, o.instrumentId, slot, key);
  }

  /** Drops an emptied exposure, and its account once it holds nothing. */
  private forget(a: number, list: InstrumentExposures, instrumentId: number, slot: number, key: number): void {
    this.columns.totals[a]! -= list.floating[slot]!;
    this.slots.delete(key);
    const moved = list.remove(slot);
    if (moved >= 0) this.slots.set(moved * 2 ** 21 + instrumentId, slot);
    if (list.size === 0) this.byInstrument.delete(instrumentId);
    if ((this.columns.exposureCounts[a]! -= 1) === 0) {
      this.accountOf.delete(this.columns.userIds[a]!);
      this.freeAccounts.push(a);
    }
  }

  /** The account's index in the columns, given one (a freed one first) when it has none. */
  private accountIndex(userId: number): number {
    let a = this.accountOf.get(userId);
    if (a !== undefined) return a;
    a = this.freeAccounts.pop() ?? this.accounts++;
    this.columns.reset(a, userId, this.moneyOf(userId));
    this.accountOf.set(userId, a);
    return a;
  }
}

/** USD per point per lot: ProfitContNum × the quote currency's USD rate ÷ 10^precision. */
export function usdPerPointLot(profitContractSize: string, rate: UsdRate, precision: number): number {
  return (Number(profitContractSize) * Number(rate.num)) / Number(rate.den) / 10 ** precision;
}
