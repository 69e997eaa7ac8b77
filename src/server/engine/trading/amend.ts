import { orderRepository as repo } from '../../db/order-repository.ts';
import { MarketClosed, OrderNotFound } from '../../errors.ts';
import type { TradingContext } from './context.ts';
import { ensureAvailable } from './figures.ts';
import { closingPrice, PendingKind, pointsToUnits, Status } from './live-order.ts';
import { feeUnits, marginUnits } from './pricing.ts';
import { live } from './queries.ts';
import { checkStops, pendingKind, pricePoints, targetPoints } from './rules.ts';
import { trailedStop } from './trailing.ts';
import type { OpenOrder } from './values.ts';

// Changes to an open order that move no money: its stops, a pending order's target.

/**
 * set_stop_price: take-profit, stop-loss and a trailing stop's distance (a price difference;
 * empty or 0: none). A trailing stop on a holding sets the stop-loss at once where the price
 * puts it, unless the one given is tighter; on a pending order it starts once filled.
 */
export function setStops(ctx: TradingContext, userId: number, id: number, takeProfitText?: string, stopLossText?: string, trailingText?: string): Promise<OpenOrder> {
  return ctx.inLane(userId, async () => {
    const o = ctx.book.get(id);
    if (!o || o.userId !== userId) throw new OrderNotFound();
    const takeProfit = pricePoints(takeProfitText, o.precision);
    const trailing = pricePoints(trailingText, o.precision);
    let stopLoss = pricePoints(stopLossText, o.precision);
    const reference = o.status === Status.PENDING ? o.targetPrice : closingPrice(o, ctx.quoteOf(o.instrumentId));
    checkStops(o.side, reference, takeProfit, stopLoss);
    stopLoss = trailedStop({ side: o.side, status: o.status, trailing, stopLoss }, ctx.quoteOf(o.instrumentId)) ?? stopLoss;
    const u = (points: number) => pointsToUnits(points, o.precision);
    await repo.update(ctx.db, o.id, { take_profit: u(takeProfit), stop_loss: u(stopLoss), trailing_stop: u(trailing) });
    ctx.book.change(o, (x) => {
      x.takeProfit = takeProfit;
      x.stopLoss = stopLoss;
      x.trailing = trailing;
    });
    return live(ctx, o);
  });
}

/**
 * set_target_price: moves a pending order's target under the rules of placing it (a target
 * given, the market open, its take-profit and stop-loss on their sides of the new target,
 * free margin for margin and fee at it). It stays the limit or stop it was placed as; a target
 * that contradicts that type is refused. Nothing is reserved for a pending order, so no money moves.
 */
export function moveTarget(ctx: TradingContext, userId: number, id: number, targetText?: string): Promise<OpenOrder> {
  return ctx.inLane(userId, async () => {
    const o = ctx.book.get(id);
    if (!o || o.userId !== userId || o.status !== Status.PENDING) throw new OrderNotFound();
    const target = targetPoints(targetText, o.precision);
    if (!ctx.market.isOpen(o.instrumentId)) throw new MarketClosed();
    checkStops(o.side, target, o.takeProfit, o.stopLoss);
    const terms = ctx.termsOf(o.instrumentId);
    const need = marginUnits(terms, o.lots, target, o.leverage, ctx.rateOf(o.instrumentId));
    const needFee = feeUnits(terms, o.lots, need, await ctx.settings.get('trade_fee_type'));
    // The order keeps the type it was placed as (a buy stop stays a stop): a target on the
    // other side of the price is refused, as placing it there would be.
    const kind = pendingKind(o.side, o.pendingKind === PendingKind.STOP ? 2 : 1, target, ctx.quoteOf(o.instrumentId), o.precision);
    const u = (points: number) => pointsToUnits(points, o.precision);
    await ctx.wallet.run(userId, (draft) => {
      ensureAvailable(ctx, userId, draft.money, need, needFee);
      draft.write((trx) => repo.update(trx, o.id, { target_price: u(target), origin_price: u(target), pending_kind: kind }));
    });
    ctx.book.change(o, (x) => {
      x.targetPrice = target;
      x.originPrice = target;
      x.pendingKind = kind;
    });
    return live(ctx, o);
  });
}
