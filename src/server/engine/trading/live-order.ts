import type { NewOrderRow, OrderRow } from '../../db/order-repository.ts';
import type { Lane, Trigger } from './trigger-index.ts';

export const Status = { PENDING: 0, HOLDING: 1, CLOSED: 3 } as const;
export const PendingKind = { NONE: 0, LIMIT: 1, STOP: 2 } as const;

/** Why an order left the book (orders.close_reason, and FOREX_CLOSED's reason). */
export type CloseReason = 'user' | 'take_profit' | 'stop_loss' | 'trailing_stop' | 'stop_out' | 'demo_reset' | 'cancelled' | 'margin_short' | 'expired';

/**
 * A pending or holding order as the engine keeps it in memory. Prices are in points of the
 * instrument (integers); lots and money in units of 10^-8 (bigint), as the database has them.
 */
export interface LiveOrder {
  id: number;
  userId: number;
  instrumentId: number;
  precision: number;
  side: 1 | 2;
  lots: bigint;
  leverage: number;
  status: 0 | 1;
  pendingKind: 0 | 1 | 2;
  originPrice: number;
  targetPrice: number;
  openPrice: number;
  /** 0: none. */
  stopLoss: number;
  takeProfit: number;
  /** A trailing stop's distance in points (0: none): the stop-loss follows the closing price at it (trailing.ts). */
  trailing: number;
  margin: bigint;
  fee: bigint;
  /** A pending order's expiry, ms since the epoch (0: good till cancelled); cancelled then as 'expired'. */
  expireAt: number;
  clientKey: string | null;
  createdAt: number;
  openedAt: number;
}

/** The price a holding closes at now: a long sells on the bid, a short buys on the ask. */
export const closingPrice = (o: Pick<LiveOrder, 'side'>, q: { bid: number; ask: number }) => (o.side === 1 ? q.bid : q.ask);
/** The price an order opens at: a buy on the ask, a sell on the bid. */
export const openingPrice = (side: 1 | 2, q: { bid: number; ask: number }) => (side === 1 ? q.ask : q.bid);

/** The triggers an order has in the index now. */
export function triggersOf(o: LiveOrder): Trigger[] {
  const out: Trigger[] = [];
  const at = (lane: Lane, level: number, kind: Trigger['kind']) => out.push({ lane, level, orderId: o.id, kind });
  if (o.status === Status.PENDING) {
    const limit = o.pendingKind === PendingKind.LIMIT;
    if (o.side === 1) at(limit ? 'ask-down' : 'ask-up', o.targetPrice, 'entry');
    else at(limit ? 'bid-up' : 'bid-down', o.targetPrice, 'entry');
    return out;
  }
  if (o.side === 1) {
    if (o.takeProfit > 0) at('bid-up', o.takeProfit, 'take_profit');
    if (o.stopLoss > 0) at('bid-down', o.stopLoss, 'stop_loss');
  } else {
    if (o.takeProfit > 0) at('ask-down', o.takeProfit, 'take_profit');
    if (o.stopLoss > 0) at('ask-up', o.stopLoss, 'stop_loss');
  }
  return out;
}

const UNITS_PER_POINT = (precision: number) => 10n ** BigInt(8 - precision);
export const pointsToUnits = (points: number, precision: number) => BigInt(points) * UNITS_PER_POINT(precision);
export const unitsToPoints = (units: bigint, precision: number) => Number(units / UNITS_PER_POINT(precision));

export function fromRow(r: OrderRow, precision: number): LiveOrder {
  const p = (u: bigint) => unitsToPoints(u, precision);
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    instrumentId: Number(r.instrument_id),
    precision,
    side: Number(r.side) === 1 ? 1 : 2,
    lots: r.lots,
    leverage: Number(r.leverage),
    status: Number(r.status) === 0 ? 0 : 1,
    pendingKind: Number(r.pending_kind) as 0 | 1 | 2,
    originPrice: p(r.origin_price),
    targetPrice: p(r.target_price),
    openPrice: p(r.open_price),
    stopLoss: p(r.stop_loss),
    takeProfit: p(r.take_profit),
    trailing: p(r.trailing_stop ?? 0n),
    margin: r.margin,
    fee: r.fee,
    expireAt: Number(r.expire_at ?? 0n),
    clientKey: r.client_key,
    createdAt: Number(r.created_at),
    openedAt: Number(r.opened_at),
  };
}

export function toRow(o: LiveOrder): NewOrderRow {
  const u = (points: number) => pointsToUnits(points, o.precision);
  return {
    id: BigInt(o.id),
    user_id: BigInt(o.userId),
    instrument_id: BigInt(o.instrumentId),
    side: o.side,
    lots: o.lots,
    leverage: o.leverage,
    status: o.status,
    pending_kind: o.pendingKind,
    origin_price: u(o.originPrice),
    target_price: u(o.targetPrice),
    open_price: u(o.openPrice),
    close_price: 0,
    stop_loss: u(o.stopLoss),
    take_profit: u(o.takeProfit),
    trailing_stop: u(o.trailing),
    margin: o.margin,
    fee: o.fee,
    profit: 0,
    close_reason: '',
    parent_id: null,
    client_key: o.clientKey,
    created_at: o.createdAt,
    opened_at: o.openedAt,
    closed_at: 0,
    expire_at: o.expireAt,
  };
}
