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
