import { orderRepository as repo, type NewOrderRow } from '../../db/order-repository.ts';
import { LotsInvalid, MarketClosed, OrderNotFound } from '../../errors.ts';
import { fromUnits, toUnits } from '../../units.ts';
import { LedgerType } from '../wallet/index.ts';
import type { TradingContext } from './context.ts';
import { canAfford } from './figures.ts';
import { closingPrice, pointsToUnits, Status, toRow, type CloseReason, type LiveOrder } from './live-order.ts';
import { noticeClosed, noticeFilled, publishClosed } from './notices.ts';
import { feeUnits, marginUnits, profitUnits } from './pricing.ts';
import { record } from './queries.ts';
import type { OrderRecord } from './values.ts';

// An order leaves the book or changes state: a position closed (whole or in part), a pending
// order cancelled or filled. Each runs inside its account's lane; the exported commands enter it.

/** close: the person's own close of a holding, all of it or `cont` lots of it, at the price now. */
export function closeByUser(ctx: TradingContext, userId: number, id: number, cont?: string): Promise<OrderRecord> {
  return ctx.inLane(userId, async () => {
    const o = ctx.book.get(id);
    if (!o || o.userId !== userId || o.status !== Status.HOLDING) throw new OrderNotFound();
    if (!ctx.market.isOpen(o.instrumentId)) throw new MarketClosed();
    let part: bigint | undefined;
    if (cont !== undefined && cont !== '') {
      const terms = ctx.termsOf(o.instrumentId);
      part = toUnits(cont);
      const step = toUnits(terms.pip);
      if (part <= 0n || part > o.lots || (step > 0n && part % step !== 0n)) {
        throw new LotsInvalid({ min: terms.pip, max: fromUnits(o.lots, 2), step: terms.pip });
      }
      if (part === o.lots) part = undefined;
    }
    return record(ctx, await closeAt(ctx, o, closingPrice(o, ctx.quoteOf(o.instrumentId)), 'user', { part }));
  });
}

/** cancel: the person's own pending order. */
export function cancel(ctx: TradingContext, userId: number, id: number): Promise<OrderRecord> {
  return ctx.inLane(userId, async () => {
    const o = ctx.book.get(id);
    if (!o || o.userId !== userId || o.status !== Status.PENDING) throw new OrderNotFound();
    return cancelNow(ctx, o, 'cancelled');
  });
}

/**
 * Closes every position at the last price (even with the market closed: the person asked for
 * a fresh start) and cancels every pending order, then runs `then` in the same lane, so no
 * order of the account can come in between (demo reset).
 */
export function closeEverything<T>(ctx: TradingContext, userId: number, then: () => Promise<T>): Promise<T> {
  return ctx.inLane(userId, async () => {
    for (const o of ctx.book.ofUser(userId)) {
      if (o.status === Status.PENDING) await cancelNow(ctx, o, 'demo_reset');
      else await closeAt(ctx, o, closingPrice(o, ctx.quoteOf(o.instrumentId)), 'demo_reset');
    }
    return then();
  });
}

/**
 * Closes a holding (all of it, or `part` lots) at `price`, in its lane, and returns the closed
 * row.
 * `knownProfit` is the whole holding's profit at `price`, when the caller has just computed it;
 * `trigger` the take-profit or stop-loss level that fired (points), kept beside the fill.
 */
export async function closeAt(ctx: TradingContext, o: LiveOrder, price: number, reason: CloseReason, how: { part?: bigint; knownProfit?: bigint; trigger?: number } = {}): Promise<NewOrderRow> {
  const { book } = ctx;
  const { part, knownProfit, trigger = 0 } = how;
  const lots = part ?? o.lots;
  const profit =
    knownProfit !== undefined && part === undefined
      ? knownProfit
      : profitUnits(ctx.termsOf(o.instrumentId), { side: o.side, lots, openPoints: o.openPrice, currentPoints: price }, ctx.rateOf(o.instrumentId));
  const released = part ? (o.margin * part) / o.lots : o.margin;
  const feeShare = part ? (o.fee * part) / o.lots : o.fee;
  const closedId = part ? await ctx.ids.next() : o.id;
  const now = ctx.clock.now();
  const closed: NewOrderRow = {
    ...toRow(o),
    id: BigInt(closedId),
    lots,
    margin: released,
    fee: feeShare,
    status: Status.CLOSED,
    close_price: pointsToUnits(price, o.precision),
    trigger_price: pointsToUnits(trigger, o.precision),
    profit,
    close_reason: reason,
    closed_at: now,
    parent_id: part ? BigInt(o.id) : null,
    client_key: part ? null : o.clientKey,
  };
  await ctx.wallet.run(
    o.userId,
    (draft) => {
      const ref = { type: 'order' as const, id: o.id };
      if (profit !== 0n) draft.book({ type: LedgerType.PROFIT, units: profit, key: `order:${closedId}:profit`, ref });
      // Negative balance protection is per account, not per close: a negative balance beside
      // open positions is carried (their gains may still cover it: a hedge's losing leg closed
      // first must not be written off while the winning leg stays open). Only what is left
      // below 0 once the last position has closed is written off.
      const lastPosition = part === undefined && !book.ofUser(o.userId).some((x) => x.status === Status.HOLDING && x.id !== o.id);
      if (lastPosition && draft.money.balance < 0n) draft.book({ type: LedgerType.WRITE_OFF, units: -draft.money.balance, key: `order:${closedId}:write-off`, ref });
      draft.margin(-released);
      draft.write(async (trx) => {
        if (part) {
          await repo.insert(trx, closed);
          await repo.update(trx, o.id, { lots: o.lots - part, margin: o.margin - released, fee: o.fee - feeShare });
        } else {
          await repo.close(trx, o.id, {
            status: Status.CLOSED,
            close_price: closed.close_price as bigint,
            trigger_price: closed.trigger_price as bigint,
            profit,
            close_reason: reason,
            closed_at: now,
          });
        }
      });
    },
    { essential: true },
  ); // a close lowers risk: never refused for a long queue
  if (part) {
    book.change(o, (x) => {
      x.lots -= part;
      x.margin -= released;
      x.fee -= feeShare;
    });
  } else {
    book.remove(o);
    publishClosed(ctx, o, reason, { close_price: closed.close_price as bigint, trigger_price: closed.trigger_price as bigint, profit });
    noticeClosed(ctx, o, reason, { close_price: closed.close_price as bigint, trigger_price: closed.trigger_price as bigint, profit, closed_at: now });
    if (!book.ofUser(o.userId).some((x) => x.status === Status.HOLDING)) ctx.marginCalls.clear(o.userId);
  }
  return closed;
}

/** Closes a pending order (nothing is booked: it holds no money) and tells its owner. */
export async function cancelNow(ctx: TradingContext, o: LiveOrder, reason: CloseReason): Promise<OrderRecord> {
  const now = ctx.clock.now();
  await repo.update(ctx.db, o.id, { status: Status.CLOSED, close_reason: reason, closed_at: now });
  ctx.book.remove(o);
  publishClosed(ctx, o, reason);
  const row = { ...toRow(o), status: Status.CLOSED, close_reason: reason, closed_at: now };
  return record(ctx, row);
}

/** A pending order reached its target: it opens at `price` if the margin is there, or is cancelled. */
export async function fill(ctx: TradingContext, o: LiveOrder, price: number): Promise<void> {
  const terms = ctx.termsOf(o.instrumentId);
  const margin = marginUnits(terms, o.lots, price, o.leverage, ctx.rateOf(o.instrumentId));
  const fee = feeUnits(terms, o.lots, margin, await ctx.settings.get('trade_fee_type'));
  const now = ctx.clock.now();
  const { value: filled } = await ctx.wallet.run(
    o.userId,
    (draft) => {
      if (!canAfford(ctx, o.userId, draft.money, margin, fee)) {
        draft.write((trx) => repo.update(trx, o.id, { status: Status.CLOSED, close_reason: 'margin_short', closed_at: now }));
        return false;
      }
      if (fee > 0n) draft.book({ type: LedgerType.FEE, units: -fee, key: `order:${o.id}:fee`, ref: { type: 'order', id: o.id } });
      draft.margin(margin);
      draft.write((trx) => repo.update(trx, o.id, { status: Status.HOLDING, open_price: pointsToUnits(price, o.precision), margin, fee, opened_at: now }));
      return true;
    },
    { essential: true },
  ); // the engine's own trigger: it must not be dropped
  if (!filled) {
    ctx.book.remove(o);
    publishClosed(ctx, o, 'margin_short');
    return;
  }
  ctx.book.change(o, (x) => {
    x.status = Status.HOLDING;
    x.openPrice = price;
    x.margin = margin;
    x.fee = fee;
    x.openedAt = now;
  });
  noticeFilled(ctx, o, price, now);
}
