import { closingPrice, Status, type LiveOrder } from './live-order.ts';

/**
 * Where a trailing stop puts the holding's stop-loss at this quote, or null when it stays: the
 * closing price less the distance for a long (plus it for a short), taken only when it is
 * tighter than the stop-loss now set, so the stop moves only in the trader's favour.
 */
export function trailedStop(o: Pick<LiveOrder, 'side' | 'status' | 'trailing' | 'stopLoss'>, quote: { bid: number; ask: number }): number | null {
  if (o.status !== Status.HOLDING || o.trailing <= 0) return null;
  const price = closingPrice(o, quote);
  const level = o.side === 1 ? price - o.trailing : price + o.trailing;
  if (level <= 0) return null;
  if (o.stopLoss > 0 && (o.side === 1 ? level <= o.stopLoss : level >= o.stopLoss)) return null;
  return level;
}
