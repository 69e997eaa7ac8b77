import type { Order } from '../../../contract/orders.ts';
import { orderRepository as repo } from '../../db/order-repository.ts';
import { fromUnits } from '../../units.ts';
import type { TradingContext } from './context.ts';
import { figures, floatingOf, floatingOfUser, riskRate } from './figures.ts';
import { closingPrice, openingPrice, Status, type LiveOrder } from './live-order.ts';
import { liveOrderWire, rowOrderWire } from './wire.ts';

/** my_deal's page size (SPEC.md does not give one). */
export const PAGE_SIZE = 20;

/** An open order in the wire's shape, at the price it would close (a holding) or open (a pending order) at now. */
export function live(ctx: TradingContext, o: LiveOrder): Order {
  const q = ctx.quoteOf(o.instrumentId);
  const price = o.status === Status.HOLDING ? closingPrice(o, q) : openingPrice(o.side, q);
  return liveOrderWire(o, ctx.termsOf(o.instrumentId), price, floatingOf(ctx, o));
}

/** my_deal: one page of holdings (1), pending (0) or history (3); all_fact_profits is the floating profit, or for history the realised one. */
export async function list(ctx: TradingContext, userId: number, status: number, page: number) {
  const money = await ctx.wallet.money(userId);
  const open = ctx.book.ofUser(userId);
  const floating = floatingOfUser(ctx, userId);
  let data: Order[] = [];
  let total = 0;
  let listedProfit = floating;
  if (status === Status.CLOSED) {
    // The history tab's header is what the listed orders realised, not what is open now.
    listedProfit = await repo.realised(ctx.db, userId);
    const history = await repo.history(ctx.db, userId, page, PAGE_SIZE);
    data = history.rows.map((r) => rowOrderWire(r, ctx.termsOf(Number(r.instrument_id))));
    total = history.total;
  } else if (status === Status.PENDING || status === Status.HOLDING) {
    const tab = open.filter((o) => o.status === status).sort((a, b) => b.id - a.id);
    total = tab.length;
    data = tab.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((o) => live(ctx, o));
  }
  return { data, total, all_fact_profits: fromUnits(listedProfit, 6), balance: fromUnits(money.balance, 2) };
}

/** forexDetail: the account's money and its trading figures (GLOSSARY.md, Account). */
export async function detail(ctx: TradingContext, userId: number) {
  const money = await ctx.wallet.money(userId);
  const { floating, equity, available } = figures(ctx, userId, money);
  return {
    balance: fromUnits(money.balance, 2),
    lock_balance: fromUnits(money.lock, 2),
    margin: fromUnits(money.margin, 6),
    equity: fromUnits(equity, 6),
    available: fromUnits(available, 6),
    all_fact_profits: fromUnits(floating, 6),
    risk_rate: money.margin > 0n ? riskRate(equity, money.margin) : null,
    stop_out_level: String(await ctx.settings.get('stop_out_level')),
  };
}
