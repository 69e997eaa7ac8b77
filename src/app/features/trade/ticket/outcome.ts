import { profit, usdRate, type BidAsk } from '../../../../contract/formulas.ts';
import type { Instrument } from '../../../../contract/market.ts';
import { priceDistance } from '../../../../contract/pips.ts';
import type { Side } from './stops.ts';

// What a take-profit or stop-loss would do if the price reached it: how far it lies from the
// price the order opens at (the ask for a buy, the bid for a sell, or the pending target), in
// the trade's favour, in pips (currency pairs) or price, and the result in USD by the contract's
// own profit formula at today's USD rate, the one the engine books with. Pure.

export interface StopOutcome {
  /** Signed in the trade's favour: positive is a gain. */
  distance: { amount: string; pips: boolean };
  /** USD to 6 decimals, signed; null while no quote links the quote currency to USD or the lots do not read. */
  usd: string | null;
}

export function stopOutcome(a: {
  instrument: Pick<Instrument, 'QuoteCurrency' | 'ProfitContNum' | 'PricePrecision'>;
  side: Side;
  lots: string;
  open: string;
  level: string;
  quoteOf: (code: string) => BidAsk | undefined;
}): StopOutcome | null {
  const precision = a.instrument.PricePrecision;
  const distance = a.side === 1 ? priceDistance(a.open, a.level, precision) : priceDistance(a.level, a.open, precision);
  if (distance.amount === '') return null;
  const rate = usdRate(a.instrument.QuoteCurrency, a.quoteOf);
  const lots = Number(a.lots);
  const usd = rate && Number.isFinite(lots) && lots > 0 ? profit({ side: a.side, lots: a.lots, profitContNum: a.instrument.ProfitContNum, open: a.open, current: a.level, rate }) : null;
  return { distance, usd };
}
