import type { NewOrderRow } from '../../db/order-repository.ts';
import { formatPoints } from '../../market/prices.ts';
import { fromUnits } from '../../units.ts';
import type { TradingContext } from './context.ts';
import type { CloseReason, LiveOrder } from './live-order.ts';
import { record } from './queries.ts';
import type { ClosedFigures } from './values.ts';

// What the engine tells after a commit: FOREX_CLOSED and STOP_OUT to the owner's open app (as
// values, `trading.closed` and `trading.stop_out`: http/live-messages.ts shapes the messages), and
// the notices for the owner (web push, notify/push/). Notices are built only when something
// listens. They are the bus's listeners' to deliver; the lane never waits on them.

/** FOREX_CLOSED: an order left the book; `row` for a position closed, none for a pending order. */
export function publishClosed(ctx: TradingContext, o: LiveOrder, reason: CloseReason, row?: ClosedFigures): void {
  if (!ctx.bus.listening(`FOREX_CLOSED:${o.userId}`)) return;
  ctx.bus.emit({ type: 'trading.closed', userId: o.userId, order: { ...o }, terms: ctx.termsOf(o.instrumentId), reason, ...(row ? { closed: row } : {}) });
}

/**
 * STOP_OUT: one message naming every position a stop-out pass closed (each also had its
 * FOREX_CLOSED), built only when someone listens: a gap stopping out thousands of accounts builds none.
 */
export function publishStopOut(ctx: TradingContext, userId: number, closed: NewOrderRow[]): void {
  if (closed.length === 0 || !ctx.bus.listening(`FOREX_CLOSED:${userId}`)) return;
  ctx.bus.emit({ type: 'trading.stop_out', userId, orders: closed.map((row) => record(ctx, row)) });
}

/** order.filled: a pending order filled at `price` (points). */
export function noticeFilled(ctx: TradingContext, o: LiveOrder, price: number, at: number): void {
  if (!ctx.bus.hears('order.filled')) return;
  const terms = ctx.termsOf(o.instrumentId);
  ctx.bus.emit({
    type: 'order.filled',
    userId: o.userId,
    orderId: o.id,
    code: terms.code,
    showCode: terms.showCode,
    side: o.side,
    lots: fromUnits(o.lots, 2),
    price: formatPoints(price, terms.precision),
    at,
  });
}

/** order.closed: a whole position closed, with reason, fill, level and result. */
export function noticeClosed(ctx: TradingContext, o: LiveOrder, reason: CloseReason, row: ClosedFigures & { closed_at: number }): void {
  if (!ctx.bus.hears('order.closed')) return;
  const terms = ctx.termsOf(o.instrumentId);
  ctx.bus.emit({
    type: 'order.closed',
    userId: o.userId,
    orderId: o.id,
    code: terms.code,
    showCode: terms.showCode,
    side: o.side,
    lots: fromUnits(o.lots, 2),
    reason,
    price: fromUnits(row.close_price, terms.precision),
    trigger: row.trigger_price > 0n ? fromUnits(row.trigger_price, terms.precision) : '',
    profit: fromUnits(row.profit, 2),
    at: row.closed_at,
  });
}

/** account.stop_out: the positions one stop-out pass closed, each with its result. */
export function noticeStopOut(ctx: TradingContext, userId: number, closed: NewOrderRow[]): void {
  if (closed.length === 0 || !ctx.bus.hears('account.stop_out')) return;
  const positions = closed.map((row) => {
    const terms = ctx.termsOf(Number(row.instrument_id));
    return {
      orderId: Number(row.id),
      code: terms.code,
      showCode: terms.showCode,
      side: Number(row.side) === 1 ? (1 as const) : (2 as const),
      lots: fromUnits(BigInt(row.lots), 2),
      price: fromUnits(BigInt(row.close_price ?? 0n), terms.precision),
      profit: fromUnits(BigInt(row.profit ?? 0n), 2),
    };
  });
  ctx.bus.emit({ type: 'account.stop_out', userId, positions, at: ctx.clock.now() });
}
