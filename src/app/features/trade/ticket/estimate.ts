import Decimal from 'decimal.js';
import { fee, margin, usdRate, type BidAsk } from '../../../../contract/formulas.ts';
import type { Instrument } from '../../../../contract/market.ts';

// The ticket's estimate (SPEC.md section 9): the margin and fee the server would book for these
// inputs, with the contract's own formulas, and the free margin left afterwards.

export interface EstimateInput {
  instrument: Pick<Instrument, 'QuoteCurrency' | 'ForexContNum' | 'MarginMode' | 'ForexFeeRate'>;
  lots: string;
  leverage: number;
  /** The price the order would open at: the ask for a buy, the bid for a sell, or the target. */
  price: string;
  feeType: number;
  quoteOf: (code: string) => BidAsk | undefined;
  /** forexDetail's available; undefined for a guest or while loading. */
  available?: string;
}

export interface Estimate {
  margin: string;
  fee: string;
  /** Free margin after the order; null when the free margin is unknown. */
  freeAfter: string | null;
}

/** Null when no quote links the quote currency to USD or an input is missing. */
export function estimateOrder(a: EstimateInput): Estimate | null {
  const rate = usdRate(a.instrument.QuoteCurrency, a.quoteOf);
  if (!rate || !a.leverage || !a.price || !a.lots) return null;
  const m = margin({
    lots: a.lots,
    contractSize: a.instrument.ForexContNum,
    price: a.price,
    leverage: a.leverage,
    marginMode: a.instrument.MarginMode,
    rate,
  });
  const f = fee({ lots: a.lots, rate: a.instrument.ForexFeeRate, margin: m, feeType: a.feeType });
  const freeAfter = a.available === undefined ? null : new Decimal(a.available).minus(m).minus(f).toFixed(6);
  return { margin: m, fee: f, freeAfter };
}

/** A quote lookup by symbol code from the live instrument list. */
/** What a quote lookup needs of an instrument: its code and its bid and ask. */
export type QuoteRow = Pick<Instrument, 'Code'> & { ForexQuotations: Pick<Instrument['ForexQuotations'], 'Bid' | 'Ask'> };

export function quotesFrom(list: readonly QuoteRow[] | null): (code: string) => BidAsk | undefined {
  const byCode = new Map((list ?? []).map((i) => [i.Code.toUpperCase(), { bid: i.ForexQuotations.Bid, ask: i.ForexQuotations.Ask }]));
  return (code) => byCode.get(code.toUpperCase());
}

/**
 * The most lots the free margin pays margin and fee for at these inputs, in whole steps of
 * `step` (a hint: the server checks the order itself); null for a guest or an unknown rate.
 */
export function maxAffordableLots(a: Omit<EstimateInput, 'lots'> & { step: string }): string | null {
  if (a.available === undefined) return null;
  const perLot = estimateOrder({ ...a, lots: '1' });
  if (!perLot) return null;
  const cost = new Decimal(perLot.margin).plus(perLot.fee);
  const step = new Decimal(a.step);
  if (cost.lte(0) || step.lte(0)) return null;
  const steps = Decimal.max(new Decimal(a.available), 0).div(cost).div(step).floor();
  return steps.times(step).toFixed(step.decimalPlaces());
}
