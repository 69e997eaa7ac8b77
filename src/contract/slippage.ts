// Slippage of a take-profit or stop-loss close, for the history and the close notice. Prices
// arrive as decimal strings with the instrument's decimals; computed in whole price points, so
// the app needs no decimal library for it.
import { countsInPips } from './pips.ts';

/** A price string in whole points of `precision` decimals ("1.16500" at 5 is 116500). */
function points(price: string, precision: number): number {
  const negative = price.trim().startsWith('-');
  const [whole = '0', fraction = ''] = price.trim().replace(/^[-+]/, '').split('.');
  const value = Number(whole + fraction.padEnd(precision, '0').slice(0, precision));
  return negative ? -value : value;
}

export interface Slippage {
  /** How far the fill landed from the level that fired: positive when worse for the trader. */
  amount: string;
  /** True: `amount` is in pips (1 decimal); false: in the instrument's price, at its decimals. */
  pips: boolean;
}

/**
 * How far the fill landed from the level that fired, positive when worse for the trader (a gap
 * through a stop-loss), negative when better. A buy closes at the bid, so a fill below its level
 * is worse; a sell (closed at the ask) the reverse. Currency pairs, quoted with 5 decimals (3 for
 * the yen), count it in pips (the fourth, or second, decimal; the last digit is a tenth of a
 * pip), as traders do; other instruments (metals, indices, energy, crypto) in their own price.
 */
export function slippage(a: { side: 1 | 2; trigger: string; fill: string; precision: number }): Slippage {
  const worse = a.side === 1 ? points(a.trigger, a.precision) - points(a.fill, a.precision) : points(a.fill, a.precision) - points(a.trigger, a.precision);
  const pips = countsInPips(a.precision);
  const amount = pips ? (worse / 10).toFixed(1) : (worse / 10 ** a.precision).toFixed(a.precision);
  return { amount: Number(amount) === 0 ? amount.replace('-', '') : amount, pips };
}
