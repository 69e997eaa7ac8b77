// Slippage of a take-profit or stop-loss close, for the history and the close notice. Prices
// arrive as decimal strings with the instrument's decimals; computed in whole price points, so
// the app needs no decimal library for it.

/**
 * Points in a pip: a price quoted with 5 decimals (or 3: JPY pairs) has its pip at the fourth
 * (second) decimal and its last digit is a tenth of a pip; elsewhere (metals, indices, crypto at
 * 2 or fewer decimals) a pip is the last digit itself.
 */
export const pointsPerPip = (precision: number) => (precision === 3 || precision === 5 ? 10 : 1);

/** A price string in whole points of `precision` decimals ("1.16500" at 5 is 116500). */
function points(price: string, precision: number): number {
  const negative = price.trim().startsWith('-');
  const [whole = '0', fraction = ''] = price.trim().replace(/^[-+]/, '').split('.');
  const value = Number(whole + fraction.padEnd(precision, '0').slice(0, precision));
  return negative ? -value : value;
}

/**
 * How far the fill landed from the level that fired, in pips with 1 decimal: positive when worse
 * for the trader (a gap through a stop-loss), negative when better. A buy closes at the bid, so a
 * fill below its level is worse; a sell (closed at the ask) the reverse.
 */
export function slippagePips(a: { side: 1 | 2; trigger: string; fill: string; precision: number }): string {
  const worse = a.side === 1 ? points(a.trigger, a.precision) - points(a.fill, a.precision) : points(a.fill, a.precision) - points(a.trigger, a.precision);
  const pips = (worse / pointsPerPip(a.precision)).toFixed(1);
  return pips === '-0.0' ? '0.0' : pips;
}
