import { countsInPips, pricePoints } from '../../../../contract/pips.ts';

// Take-profit and stop-loss of the ticket, and the pending type against the target: the rules
// the engine checks (rules.ts: checkStops, pendingKind), on whole price points as the server
// reads typed prices, so what the ticket lets go the server accepts and the other way round.
//
// The levels a toggle starts at (defaultStops) stand on their valid side beyond the spread, at
// a distance a trader would call sensible for a first level: the larger of
//   - 3 spreads: with less, a level near the spread fires on noise (a buy's stop-loss is
//     watched on the bid it closes at, a spread under the ask it opened at), and
//   - a floor that ignores the spread: 20 pips for a currency pair (5 or 3 decimals; a common
//     first stop for an intraday position), or 0.2 % of the price elsewhere (metals, indices,
//     energy and crypto count in their own price, whose scale differs by 10,000 times: 0.2 % is
//     about 20 pips on EUR/USD, 8 on gold at 4,000, 200 on BTC at 100,000).
// Measured for a market order from the side each level is watched on: a buy's take-profit from
// the ask it pays, its stop-loss from the bid it closes at (so both clear the spread), a sell's
// the other way round; for a pending order from its target, which is the reference the server
// checks them against there. A default is therefore never refused, and a tick of a few spreads
// between showing it and sending it cannot move the price past it.

export type Side = 1 | 2; // 1 buy, 2 sell (the wire's type)
export type StopKind = 'take_profit' | 'stop_loss';
/** Pending type (submit `pending_type`): 1 limit, 2 stop. */
export type PendingType = 1 | 2;

export const DEFAULT_SPREADS = 3;
export const DEFAULT_PIPS = 20;
export const DEFAULT_SHARE = 0.002;

export interface TicketQuote {
  pending: boolean;
  /** The pending target as typed (ignored for a market order). */
  target: string;
  bid: string;
  ask: string;
  precision: number;
}

/** Points as a price string with exactly `precision` decimals (116840, 5 → "1.16840"), exact for any size. */
export function formatPoints(points: number, precision: number): string {
  const digits = String(Math.abs(Math.round(points)));
  if (precision === 0) return digits;
  const padded = digits.padStart(precision + 1, '0');
  return `${padded.slice(0, -precision)}.${padded.slice(-precision)}`;
}

/** The price take-profit and stop-loss are checked against: where the position would close now (a buy on the bid, a sell on the ask), or the pending target. */
export function stopReference(side: Side, q: Pick<TicketQuote, 'pending' | 'target' | 'bid' | 'ask'>): string {
  if (q.pending) return q.target;
  return side === 1 ? q.bid : q.ask;
}

/** The price the order opens at: the ask for a buy, the bid for a sell, or the pending target. */
export function openingPrice(side: Side, q: Pick<TicketQuote, 'pending' | 'target' | 'bid' | 'ask'>): string {
  if (q.pending) return q.target;
  return side === 1 ? q.ask : q.bid;
}

/** The default levels' distance in points: max(3 spreads, 20 pips or 0.2 % of `fromPoints`), at least one point. */
export function defaultDistance(q: TicketQuote, fromPoints: number): number {
  const spread = Math.max(0, pricePoints(q.ask, q.precision) - pricePoints(q.bid, q.precision)) || 0;
  const floor = countsInPips(q.precision) ? DEFAULT_PIPS * 10 : Math.ceil(Math.abs(fromPoints) * DEFAULT_SHARE);
  return Math.max(DEFAULT_SPREADS * spread, floor, 1);
}

/** Where the toggles start (see the top of this file); empty while the pending target does not read. */
export function defaultStops(side: Side, q: TicketQuote): { takeProfit: string; stopLoss: string } {
  const p = q.precision;
  const at = (text: string) => pricePoints(text, p);
  const tpFrom = q.pending ? at(q.target) : at(side === 1 ? q.ask : q.bid);
  const slFrom = q.pending ? at(q.target) : at(side === 1 ? q.bid : q.ask);
  if (!Number.isFinite(tpFrom) || !Number.isFinite(slFrom) || tpFrom <= 0) return { takeProfit: '', stopLoss: '' };
  const d = defaultDistance(q, tpFrom);
  const up = (from: number) => formatPoints(from + d, p);
  const down = (from: number) => formatPoints(Math.max(1, from - d), p);
  return side === 1 ? { takeProfit: up(tpFrom), stopLoss: down(slFrom) } : { takeProfit: down(tpFrom), stopLoss: up(slFrom) };
}

/**
 * What is wrong with a typed take-profit or stop-loss for a position in direction `side`:
 * 'number' when it is not a price above 0, 'side' when it stands where it would fire at once (a
 * buy's take-profit must be above the reference and its stop-loss below, a sell's the other way
 * round), null when the server takes it.
 */
export function stopProblem(side: Side, reference: string, which: StopKind, text: string, precision: number): 'number' | 'side' | null {
  const level = pricePoints(text, precision);
  if (!Number.isFinite(level) || level <= 0) return 'number';
  const ref = pricePoints(reference, precision);
  if (!Number.isFinite(ref)) return null; // the target's own problem is named first
  const above = level > ref;
  const below = level < ref;
  const fits = which === 'take_profit' ? (side === 1 ? above : below) : side === 1 ? below : above;
  return fits ? null : 'side';
}

/**
 * Whether a pending type contradicts the target: a buy (filled at the ask) limit must be below
 * the ask and its stop above it; a sell (filled at the bid) limit above the bid and stop below.
 */
export function pendingTypeProblem(side: Side, type: PendingType, q: TicketQuote): boolean {
  const target = pricePoints(q.target, q.precision);
  const market = pricePoints(side === 1 ? q.ask : q.bid, q.precision);
  if (!Number.isFinite(target) || !Number.isFinite(market)) return false;
  const wantsBelow = side === 1 ? type === 1 : type === 2;
  return wantsBelow ? !(target < market) : !(target > market);
}
