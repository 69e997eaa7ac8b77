import Decimal from 'decimal.js';

// The trading formulas of SPEC.md section 9, shared by the order form (estimates) and the
// engine (bookings), so the two can never disagree. Inputs are decimal strings; no floats.
// Rounding is explicit and one-way per quantity (DESIGN.md, engine notes).

type Num = Decimal.Value;
/**
 * 40 significant digits: products of prices, lots and sizes stay exact, and the one division
 * (by a leverage or a conversion rate) is taken last, so a result that has a finite decimal
 * form (15026 JPY at 150.26 JPY per USD is exactly 100 USD) comes out exact.
 */
const Exact = Decimal.clone({ precision: 40 });
const D = (v: Num) => new Exact(v);

export const MONEY_DECIMALS = 6;
export const BALANCE_DECIMALS = 2;
/** The account currency: every margin, fee and profit is booked in it. */
export const ACCOUNT_CURRENCY = 'USD';

/**
 * What one unit of an instrument's quote currency is worth in USD, as an exact fraction
 * num ÷ den (1 JPY is 2 ÷ (bid + ask) of USDJPY, which has no finite decimal form).
 */
export interface UsdRate {
  num: string;
  den: string;
}
export const USD_PER_USD: UsdRate = { num: '1', den: '1' };

/** A live bid and ask, as the wire (decimal strings) or the market (decimals) has them. */
export type BidAsk = { bid: Num; ask: Num };

/**
 * The USD value of one unit of `currency`, from live quotes at their mid price (bid + ask) ÷ 2:
 * USD is 1; a currency quoted against USD (EUR via EURUSD) is that pair's mid; USD quoted in the
 * currency (JPY via USDJPY) is one over its mid. The mid is the same for a gain and a loss, so an
 * estimate and a booking made from the same quotes agree whichever way the price went.
 * Null when no quote links the currency to USD.
 */
export function usdRate(currency: string, quoteOf: (code: string) => BidAsk | undefined): UsdRate | null {
  const c = currency.toUpperCase();
  if (c === ACCOUNT_CURRENCY) return USD_PER_USD;
  const direct = quoteOf(`${c}${ACCOUNT_CURRENCY}`);
  if (direct) return { num: D(direct.bid).plus(direct.ask).toFixed(), den: '2' };
  const inverse = quoteOf(`${ACCOUNT_CURRENCY}${c}`);
  if (inverse) return { num: '2', den: D(inverse.bid).plus(inverse.ask).toFixed() };
  return null;
}

/** A rate as a fraction; a plain decimal (a test's '1', a stored rate) is that decimal over 1. */
const fraction = (rate: UsdRate | Num): UsdRate => (typeof rate === 'object' && rate !== null && 'num' in rate ? rate : { num: D(rate).toFixed(), den: '1' });

/**
 * Margin in USD: lots × ForexContNum in fixed mode (1: the fixed margin per lot, in the quote
 * currency); otherwise lots × ForexContNum × price ÷ leverage; then times the quote currency's
 * USD rate. Rounded up to 6 decimals.
 */
export function margin(a: { lots: Num; contractSize: Num; price: Num; leverage: Num; marginMode: number; rate: UsdRate | Num }): string {
  const r = fraction(a.rate);
  const base = D(a.lots).times(a.contractSize).times(r.num);
  const value = a.marginMode === 1 ? base.div(r.den) : base.times(a.price).div(D(a.leverage).times(r.den));
  return value.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP).toFixed(MONEY_DECIMALS);
}

/** Fee in USD: with trade_fee_type 1, lots × rate (flat per lot); otherwise the USD margin × rate. Rounded up to 6 decimals. */
export function fee(a: { lots: Num; rate: Num; margin: Num; feeType: number }): string {
  const value = a.feeType === 1 ? D(a.lots).times(a.rate) : D(a.margin).times(a.rate);
  return value.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP).toFixed(MONEY_DECIMALS);
}

/**
 * Profit of a position in USD: (current − open) × lots × ProfitContNum in the quote currency,
 * negated for a sell, times the quote currency's USD rate now. Half-even to 6 decimals.
 */
export function profit(a: { side: 1 | 2; lots: Num; profitContNum: Num; open: Num; current: Num; rate: UsdRate | Num }): string {
  const r = fraction(a.rate);
  const diff = a.side === 1 ? D(a.current).minus(a.open) : D(a.open).minus(a.current);
  const value = diff.times(a.lots).times(a.profitContNum).times(r.num).div(r.den);
  return value.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_EVEN).toFixed(MONEY_DECIMALS);
}

/** Withdrawal fee: flat when fee_type is 1, otherwise amount × draw_rate. */
export function withdrawFee(a: { amount: Num; drawRate: Num; feeType: number }): string {
  const value = a.feeType === 1 ? D(a.drawRate) : D(a.amount).times(a.drawRate);
  return value.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP).toFixed(MONEY_DECIMALS);
}

/**
 * Received amount of a withdrawal: (amount − fee) × rate, floored at 0, to 2 decimals (rounded
 * down: a payout never promises more than it pays). An empty, invalid or negative amount gives 0.
 */
export function receivedAmount(a: { amount: string | number | null | undefined; fee: Num; rate: Num; places?: number }): string {
  const places = a.places ?? BALANCE_DECIMALS;
  const amount = toDecimal(a.amount);
  if (!amount || amount.isNegative()) return (0).toFixed(places);
  const value = D(amount).minus(a.fee).times(a.rate);
  return Decimal.max(value, 0).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places);
}

/**
 * A withdrawal to a payout currency (draw_symbol_list): the fee in USD, and what arrives,
 * (amount − fee) × 1 ÷ usd_price, never below 0, to the currency's own decimals (2 for fiat and
 * stablecoins; 8 for BTC, which 2 decimals would show as 0.00). The server books the same figures.
 */
export function withdrawal(a: { amount: string | number | null | undefined; drawRate: Num; feeType: number; usdPrice: Num; precision?: number }): { fee: string; received: string } {
  const amount = toDecimal(a.amount);
  const fee = withdrawFee({ amount: amount && !amount.isNegative() ? amount : 0, drawRate: a.drawRate, feeType: a.feeType });
  const places = a.precision ?? BALANCE_DECIMALS;
  const price = toDecimal(a.usdPrice);
  if (!amount || amount.isNegative() || !price || !price.gt(0)) return { fee, received: (0).toFixed(places) };
  // × (1 ÷ price) as one division, taken last: 1 ÷ 65000 has no finite form, and rounding it first would pay 0.00994999 for 0.00995.
  const value = D(amount).minus(fee).div(price);
  return { fee, received: Decimal.max(value, 0).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places) };
}

/** Risk rate ("hazard rate"): equity ÷ used margin × 100, 2 decimals; null with no margin used. */
export function riskRate(a: { equity: Num; usedMargin: Num }): string | null {
  if (D(a.usedMargin).isZero()) return null;
  return D(a.equity).div(a.usedMargin).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** Change since the day open in percent, 2 decimals. */
export function percentChange(open: Num, last: Num): string {
  if (D(open).isZero()) return '0.00';
  return D(last).minus(open).div(open).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);
}

// Display precisions (SPEC.md section 9): fee and margin 6, profits 6, balance 2, price its own.
export const showMoney = (v: Num) => roundShow(v, MONEY_DECIMALS);
export const showProfit = (v: Num) => roundShow(v, MONEY_DECIMALS);
export const showBalance = (v: Num) => roundShow(v, BALANCE_DECIMALS);
export const showPrice = (v: Num, precision: number) => roundShow(v, precision);

function roundShow(v: Num, places: number): string {
  const d = toDecimal(v);
  return d ? d.toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN).toFixed(places) : (0).toFixed(places);
}

function toDecimal(v: unknown): Decimal | null {
  if (v === null || v === undefined || v === '') return null;
  try {
    const d = new Decimal(v as Num);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}
