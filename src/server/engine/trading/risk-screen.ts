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
  buyLots: number;
  /** Σ lots × open price (points) of the buys. */
  buyCost: number;
  sellLots: number;
  sellCost: number;
  /** The floating profit of these holdings at the last price seen, USD (float). */
  floating: number;
}

/**
 * The quick risk screen of a tick: an estimate of each account's floating profit, kept as
 * per-instrument sums (floats), so a tick re-values each holder of the ticked instrument in
 * O(1) instead of re-pricing every position of the account in exact decimals. The engine runs
 * the exact stop-out check (index.ts, `stopOut`) only for the accounts whose estimate is near
 * the stop-out level; the estimate's float rounding and a cross rate that moved since the
 * instrument's last tick are covered by the margin the engine keeps around the level.
 */
export class RiskScreen {
  private readonly byUser = new Map<number, { total: number; instruments: Map<number, Exposure> }>();

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

  /** Re-values the holders' exposure in the instrument at its new price. */
  reprice(instrumentId: number, holders: Iterable<number>): void {
    const value = this.valueOf(instrumentId);
    if (!value) return;
    for (const userId of holders) {
      const account = this.byUser.get(userId);
      const e = account?.instruments.get(instrumentId);
      if (!account || !e) continue;
      const next = valueAt(e, value);
      account.total += next - e.floating;
      e.floating = next;
    }
  }

  /** The account's estimated floating profit, USD. */
  floating(userId: number): number {
    return this.byUser.get(userId)?.total ?? 0;
  }

  private adjust(o: LiveOrder, by: 1 | -1): void {
    let account = this.byUser.get(o.userId);
    if (!account) this.byUser.set(o.userId, (account = { total: 0, instruments: new Map() }));
    let e = account.instruments.get(o.instrumentId);
    if (!e) account.instruments.set(o.instrumentId, (e = { buyLots: 0, buyCost: 0, sellLots: 0, sellCost: 0, floating: 0 }));
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
      account.instruments.delete(o.instrumentId);
      if (account.instruments.size === 0) this.byUser.delete(o.userId);
    }
  }
}

/** Buys close on the bid, sells on the ask (live-order.ts closingPrice). */
function valueAt(e: Exposure, { usdPerPointLot, quote }: PointValue): number {
  const bid = closingPrice({ side: 1 }, quote);
  const ask = closingPrice({ side: 2 }, quote);
  return (e.buyLots * bid - e.buyCost + e.sellCost - e.sellLots * ask) * usdPerPointLot;
}

/** USD per point per lot: ProfitContNum × the quote currency's USD rate ÷ 10^precision. */
export function usdPerPointLot(profitContractSize: string, rate: UsdRate, precision: number): number {
  return (Number(profitContractSize) * Number(rate.num)) / Number(rate.den) / 10 ** precision;
}
