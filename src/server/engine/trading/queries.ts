import { orderRepository as repo } from '../../db/order-repository.ts';
import type { TradingContext } from './context.ts';
import { accountFigures, floatingOf, floatingOfUser } from './figures.ts';
import { closingPrice, openingPrice, Status, type LiveOrder } from './live-order.ts';
import type { AccountFigures, OpenOrder, OrderPage, OrderRecord, OrderValue } from './values.ts';

/** my_deal's page size (SPEC.md does not give one). */
export const PAGE_SIZE = 20;

/** An open order at the price it would close (a holding) or open (a pending order) at now. */
export function live(ctx: TradingContext, o: LiveOrder): OpenOrder {
  const q = ctx.quoteOf(o.instrumentId);
  const price = o.status === Status.HOLDING ? closingPrice(o, q) : openingPrice(o.side, q);
  return { kind: 'open', order: { ...o }, terms: ctx.termsOf(o.instrumentId), price, floating: floatingOf(ctx, o) };
}

/** A stored order with its instrument's terms. */
export function record(ctx: TradingContext, row: OrderRecord['row']): OrderRecord {
  return { kind: 'record', row, terms: ctx.termsOf(Number(row.instrument_id)) };
}

/** my_deal: one page of holdings (1), pending (0) or history (3); `profit` is the floating profit, or for history the realised one. */
export async function list(ctx: TradingContext, userId: number, status: number, page: number): Promise<OrderPage> {
  const money = await ctx.wallet.money(userId);
  const open = ctx.book.ofUser(userId);
  let orders: OrderValue[] = [];
  let total = 0;
  let profit = floatingOfUser(ctx, userId);
  if (status === Status.CLOSED) {
    // The history tab's header is what the listed orders realised, not what is open now.
    profit = await repo.realised(ctx.db, userId);
    const history = await repo.history(ctx.db, userId, page, PAGE_SIZE);
    orders = history.rows.map((r) => record(ctx, r));
    total = history.total;
  } else if (status === Status.PENDING || status === Status.HOLDING) {
    const tab = open.filter((o) => o.status === status).sort((a, b) => b.id - a.id);
    total = tab.length;
    orders = tab.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((o) => live(ctx, o));
  }
  return { orders, total, profit, balance: money.balance };
}

/** forexDetail: the account's money and its trading figures (GLOSSARY.md, Account). */
export async function detail(ctx: TradingContext, userId: number): Promise<AccountFigures> {
  const money = await ctx.wallet.money(userId);
  // Valued at the prices of this moment, before the settings read lets a tick in.
  const figures = accountFigures(ctx, userId, money, undefined);
  return { ...figures, stopOutLevel: await ctx.settings.get('stop_out_level') };
}
