import type { UsdRate } from '../../../contract/formulas.ts';
import type { PointQuote } from '../../market/types.ts';
import { closingPrice, Status, type LiveOrder } from './live-order.ts';

/** What the screen needs of an instrument to value a point: its precision, profit contract size and USD rate now. */
export interface PointValue {
  /** USD one lot gains or loses per point of price, as a float. */
  usdPerPointLot: number;
  quote: Pick<PointQuote, 'bid' | 'ask'>;
}

/** One account's holdings in one instrument, as sums: enough to value them all at any price in O(1). */
interface Exposure {
  account: Account;
  instrumentId: number;
  /** Its place in its instrument's list (swap-removal). */
  slot: number;
  buyLots: number;
  /** Σ lots × open price (points) of the buys. */
  buyCost: number;
  sellLots: number;
  sellCost: number;
  /** The floating profit of these holdings at the last price seen, USD (float). */
  floating: number;
}

interface Account {
  userId: number;
  /** Σ floating of its exposures, USD. */
  total: number;
  exposures: Map<number, Exposure>;
  /** The last repriceAll that touched it (each account is listed once a pass). */
  pass: number;
}

/**
 * The quick risk screen of a tick: an estimate of each account's floating profit, kept as
 * per-instrument sums (floats), so a tick re-values each holding account in an instrument in
 * O(1) instead of re-pricing every position of the account in exact decimals. The engine runs
 * the exact stop-out check (index.ts, `stopOut`) only for the accounts whose estimate is near
 * the stop-out level; the estimate's float rounding and a cross rate that moved since the
 * instrument's last tick are covered by the margin the engine keeps around the level.
 *
 * Each instrument keeps its exposures in one array, so a tick of every instrument walks the book's
 * account-instrument pairs once, with no lookups (issue 21: 100,000 positions, all 23 moving).
 */
export class RiskScreen {
  private readonly byUser = new Map<number, Account>();
  private readonly byInstrument = new Map<number, Exposure[]>();
  private pass = 0;

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
    const pass = ++this.pass;
    const touched: number[] = [];
    for (const instrumentId of new Set(instrumentIds)) {
      const exposures = this.byInstrument.get(instrumentId);
      if (!exposures) continue;
      // No price or USD rate yet: the last estimate stands, and its holders are still listed.
      const value = this.valueOf(instrumentId);
      const bid = value ? closingPrice({ side: 1 }, value.quote) : 0;
      const ask = value ? closingPrice({ side: 2 }, value.quote) : 0;
      for (const e of exposures) {
        const account = e.account;
        if (value) {
          const next = floatingAt(e, bid, ask, value.usdPerPointLot);
          account.total += next - e.floating;
          e.floating = next;
        }
        if (account.pass !== pass) {
          account.pass = pass;
          touched.push(account.userId);
        }
      }
    }
    return touched;
  }

  /** The account's estimated floating profit, USD. */
  floating(userId: number): number {
    return this.byUser.get(userId)?.total ?? 0;
  }

  private adjust(o: LiveOrder, by: 1 | -1): void {
    let account = this.byUser.get(o.userId);
    if (!account) this.byUser.set(o.userId, (account = { userId: o.userId, total: 0, exposures: new Map(), pass: 0 }));
    let e = account.exposures.get(o.instrumentId);
    if (!e) {
      let list = this.byInstrument.get(o.instrumentId);
      if (!list) this.byInstrument.set(o.instrumentId, (list = []));
      e = { account, instrumentId: o.instrumentId, slot: list.length, buyLots: 0, buyCost: 0, sellLots: 0, sellCost: 0, floating: 0 };
      list.push(e);
      account.exposures.set(o.instrumentId, e);
    }
    const lots = (Number(o.lots) / 1e8) * by;
    if (o.side === 1) {
      e.buyLots += lots;
      e.buyCost += lots * o.openPrice;
    } else {
      e.sellLots += lots;
      e.sellCost += lots * o.openPrice;
    }
    const value = this.valueOf(o.instrumentId);
    const next = value ? valueAt(e, value) : 0;
    account.total += next - e.floating;
    e.floating = next;
    // Nothing left there: forget it (floats may leave dust, so count by lots, not by value).
    if (Math.abs(e.buyLots) < 1e-9 && Math.abs(e.sellLots) < 1e-9) {
      account.total -= e.floating;
      account.exposures.delete(o.instrumentId);
      this.unlist(e);
      if (account.exposures.size === 0) this.byUser.delete(o.userId);
    }
  }

  /** Takes an exposure out of its instrument's list: the last one takes its slot. */
  private unlist(e: Exposure): void {
    const list = this.byInstrument.get(e.instrumentId)!;
    const last = list.pop()!;
    if (last !== e) {
      list[e.slot] = last;
      last.slot = e.slot;
    }
    if (list.length === 0) this.byInstrument.delete(e.instrumentId);
  }
}

/** Buys close on the bid, sells on the ask (live-order.ts closingPrice). */
function valueAt(e: Exposure, { usdPerPointLot, quote }: PointValue): number {
  return floatingAt(e, closingPrice({ side: 1 }, quote), closingPrice({ side: 2 }, quote), usdPerPointLot);
}

/** The exposure's floating profit in USD with buys closing at `bid`, sells at `ask` (points). */
function floatingAt(e: Exposure, bid: number, ask: number, usdPerPointLot: number): number {
  return (e.buyLots * bid - e.buyCost + e.sellCost - e.sellLots * ask) * usdPerPointLot;
}

/** USD per point per lot: ProfitContNum × the quote currency's USD rate ÷ 10^precision. */
export function usdPerPointLot(profitContractSize: string, rate: UsdRate, precision: number): number {
  return (Number(profitContractSize) * Number(rate.num)) / Number(rate.den) / 10 ** precision;
}
