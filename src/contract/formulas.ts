import Decimal from 'decimal.js';

// The trading formulas of SPEC.md section 9, shared by the order form (estimates) and the
// engine (bookings), so the two can never disagree. Inputs are decimal strings; no floats.
// Rounding is explicit and one-way per quantity (DESIGN.md, engine notes).

type Num = Decimal.Value;
const D = (v: Num) => new Decimal(v);

export const MONEY_DECIMALS = 6;
export const BALANCE_DECIMALS = 2;

/** Margin: lots × contract size in fixed mode (1); otherwise lots × contract size × price ÷ leverage. Rounded up to 6 decimals. */
export function margin(a: { lots: Num; contractSize: Num; price: Num; leverage: Num; marginMode: number }): string {
  const base = D(a.lots).times(a.contractSize);
  const value = a.marginMode === 1 ? base : base.times(a.price).div(a.leverage);
  return value.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP).toFixed(MONEY_DECIMALS);
}

/** Fee: with trade_fee_type 1, lots × rate (flat per lot); otherwise margin × rate. Rounded up to 6 decimals. */
export function fee(a: { lots: Num; rate: Num; margin: Num; feeType: number }): string {
  const value = a.feeType === 1 ? D(a.lots).times(a.rate) : D(a.margin).times(a.rate);
  return value.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP).toFixed(MONEY_DECIMALS);
}

/** Profit of a position: (current − open) × lots × contract size, negated for a sell. Half-even to 6 decimals. */
export function profit(a: { side: 1 | 2; lots: Num; contractSize: Num; open: Num; current: Num }): string {
  const diff = a.side === 1 ? D(a.current).minus(a.open) : D(a.open).minus(a.current);
  return diff.times(a.lots).times(a.contractSize).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_EVEN).toFixed(MONEY_DECIMALS);
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
export function receivedAmount(a: { amount: string | number | null | undefined; fee: Num; rate: Num }): string {
  const amount = toDecimal(a.amount);
  if (!amount || amount.isNegative()) return (0).toFixed(BALANCE_DECIMALS);
  const value = amount.minus(a.fee).times(a.rate);
  return Decimal.max(value, 0).toDecimalPlaces(BALANCE_DECIMALS, Decimal.ROUND_DOWN).toFixed(BALANCE_DECIMALS);
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
