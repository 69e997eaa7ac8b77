// Distances in pips, as traders of currency pairs count them; other instruments count in their
// own price. Shared by the slippage of a close and the trailing stop's distance.

/** Currency pairs are quoted with 5 decimals (3 for the yen): the last digit is a tenth of a pip. */
export const countsInPips = (precision: number) => precision === 3 || precision === 5;

/** A distance typed in pips (currency pairs) or in price (others) as the price difference the API takes ('' for empty, zero or unreadable). */
export function distanceAsPrice(typed: string, precision: number): string {
  const value = Number(typed.trim());
  if (!typed.trim() || !Number.isFinite(value) || value <= 0) return '';
  const price = countsInPips(precision) ? value / 10 ** (precision - 1) : value;
  return price.toFixed(precision);
}

/** A price difference from the API as the trader types it: pips with 1 decimal for currency pairs, else the price. */
export function distanceAsTyped(price: string, precision: number): string {
  const value = Number(price);
  if (!Number.isFinite(value) || value <= 0) return '';
  return countsInPips(precision) ? (value * 10 ** (precision - 1)).toFixed(1) : value.toFixed(precision);
}

/** A typed price in whole points of `precision` decimals, rounded to the nearest as the server reads it ("1.16500" at 5 is 116500); NaN when it does not read. */
export function pricePoints(price: string, precision: number): number {
  const text = price.trim();
  if (!/^\d+(\.\d+)?$|^\d*\.\d+$/.test(text)) return Number.NaN; // as the API reads a decimal
  return Math.round(Number(text) * 10 ** precision);
}

/**
 * How far `to` lies from `from` as a trader counts it, signed (positive: `to` is higher): in
 * pips with 1 decimal for currency pairs, else in the instrument's price at its decimals.
 */
export function priceDistance(from: string, to: string, precision: number): { amount: string; pips: boolean } {
  const points = pricePoints(to, precision) - pricePoints(from, precision);
  const pips = countsInPips(precision);
  if (!Number.isFinite(points)) return { amount: '', pips };
  const amount = pips ? (points / 10).toFixed(1) : (points / 10 ** precision).toFixed(precision);
  return { amount: Number(amount) === 0 ? amount.replace('-', '') : amount, pips };
}
