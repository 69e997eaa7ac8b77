import { orderRepository as repo } from '../../db/order-repository.ts';
import { MarketClosed } from '../../errors.ts';
import { LedgerType } from '../wallet/index.ts';
import type { TradingContext } from './context.ts';
import { ensureAvailable } from './figures.ts';
import { closingPrice, openingPrice, PendingKind, Status, toRow, type LiveOrder } from './live-order.ts';
import { feeUnits, marginUnits } from './pricing.ts';
import { live, record } from './queries.ts';
import { checkLeverage, checkLots, checkStops, expiryMs, pendingKind, pricePoints, targetPoints } from './rules.ts';
import type { OrderValue } from './values.ts';

export interface SubmitInput {
  type: number;
  cont: string;
  forex_id: number;
  status: number;
  target_price?: string;
  stop_loss_price?: string;
  target_profit_price?: string;
  multiple: number;
  client_key?: string;
  /** Pending only: 1 limit, 2 stop; absent (an older client): inferred from the target against the price. */
  pending_type?: number | '';
  /** Pending only: when it expires, seconds since the epoch; absent or 0: good till cancelled. */
  expire_at?: number | '';
}

/** submit: a market order (status 1) or a pending one (status 0), in the account's lane. */
export function submit(ctx: TradingContext, userId: number, input: SubmitInput): Promise<OrderValue> {
  return ctx.inLane(userId, () => open(ctx, userId, input));
}

async function open(ctx: TradingContext, userId: number, input: SubmitInput): Promise<OrderValue> {
  const { book, db, wallet, market, settings, clock, ids } = ctx;
  if (input.client_key) {
    const known = book.byClientKey(userId, input.client_key);
    if (known) return live(ctx, known);
    const row = await repo.byClientKey(db, userId, input.client_key);
    if (row) return record(ctx, row);
  }
  const terms = ctx.termsOf(input.forex_id);
  checkLeverage(terms, input.multiple);
  const lots = checkLots(terms, input.cont, ctx.maxLots.get(terms.id) ?? '100');
  if (!market.isOpen(terms.id)) throw new MarketClosed();
  const side: 1 | 2 = input.type === 1 ? 1 : 2;
  const q = ctx.quoteOf(terms.id);
  const rate = ctx.rateOf(terms.id);
  const takeProfit = pricePoints(input.target_profit_price, terms.precision);
  const stopLoss = pricePoints(input.stop_loss_price, terms.precision);
  const now = clock.now();
  const base = {
    userId,
    instrumentId: terms.id,
    precision: terms.precision,
    side,
    lots,
    leverage: input.multiple,
    stopLoss,
    takeProfit,
    trailing: 0,
    expireAt: 0,
    clientKey: input.client_key || null,
    createdAt: now,
  };
  let order: LiveOrder;

  if (input.status === 0) {
    const target = targetPoints(input.target_price, terms.precision);
    checkStops(side, target, takeProfit, stopLoss);
    // A limit waits for a better price than now, a stop for a worse one: as asked, never against the price.
    const kind = pendingKind(side, input.pending_type || undefined, target, q, terms.precision);
    const expireAt = expiryMs(input.expire_at || undefined, now);
    const need = marginUnits(terms, lots, target, input.multiple, rate);
    const needFee = feeUnits(terms, lots, need, await settings.get('trade_fee_type'));
    order = {
      ...base,
      id: await ids.next(),
      status: Status.PENDING,
      pendingKind: kind === 1 ? PendingKind.LIMIT : PendingKind.STOP,
      originPrice: target,
      targetPrice: target,
      openPrice: 0,
      margin: 0n,
      fee: 0n,
      openedAt: 0,
      expireAt,
    };
    const row = toRow(order);
    await wallet.run(userId, (draft) => {
      // Checked at placement, reserved only at the trigger (issue 8).
      ensureAvailable(ctx, userId, draft.money, need, needFee);
      draft.write((trx) => repo.insert(trx, row));
    });
  } else {
    const price = openingPrice(side, q);
    checkStops(side, closingPrice({ side }, q), takeProfit, stopLoss);
    const margin = marginUnits(terms, lots, price, input.multiple, rate);
    const fee = feeUnits(terms, lots, margin, await settings.get('trade_fee_type'));
    order = { ...base, id: await ids.next(), status: Status.HOLDING, pendingKind: PendingKind.NONE, originPrice: price, targetPrice: 0, openPrice: price, margin, fee, openedAt: now };
    const row = toRow(order);
    await wallet.run(userId, (draft) => {
      ensureAvailable(ctx, userId, draft.money, margin, fee);
      if (fee > 0n) draft.book({ type: LedgerType.FEE, units: -fee, key: `order:${order.id}:fee`, ref: { type: 'order', id: order.id } });
      draft.margin(margin);
      draft.write((trx) => repo.insert(trx, row));
    });
  }
  book.add(order);
  return live(ctx, order);
}
