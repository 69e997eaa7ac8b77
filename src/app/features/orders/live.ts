// What a live push does to the cached holdings list (pure, so tests can feed it pages):
// FOREX_TRADE moves each holding's current price and profit, FOREX_CLOSED takes one order out.
import type { CallData } from '../../../contract/calls.ts';
import type { Order } from '../../../contract/orders.ts';

export type OrderList = CallData<'myDeal'>;
import type { ServerMessageOf } from '../../../contract/socket.ts';

export interface OrderPages {
  pages: OrderList[];
  pageParams: unknown[];
}

export type TradePush = ServerMessageOf<'FOREX_TRADE'>['data'];

/** The pages with each pushed order's UpdatePrice and FactProfits, and the pushed total profit. */
export function applyTradePush<P extends OrderPages>(data: P, push: TradePush): P {
  const live = new Map(push.orders.map((order) => [order.Id, order]));
  const pages = data.pages.map((page) => ({
    ...page,
    all_fact_profits: push.all_fact_profits,
    data: page.data.map((order): Order => {
      const update = live.get(order.Id);
      return update ? { ...order, UpdatePrice: update.UpdatePrice, FactProfits: update.FactProfits } : order;
    }),
  }));
  return { ...data, pages };
}

/** The pages without order `id`; the counts shrink with it so "no more" stays right. */
export function removeOrder<P extends OrderPages>(data: P, id: number): P {
  if (!data.pages.some((page) => page.data.some((order) => order.Id === id))) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    total: Math.max(0, page.total - 1),
    data: page.data.filter((order) => order.Id !== id),
  }));
  return { ...data, pages };
}
