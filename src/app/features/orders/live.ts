// What a live push does to the cached holdings list (pure, so tests can feed it pages):
// FOREX_TRADE moves each holding's current price and profit (and tells when the lists are stale:
// a pending order filled), FOREX_CLOSED takes one order out.
import type { CallData } from '../../../contract/calls.ts';
import type { Order } from '../../../contract/orders.ts';

export type OrderList = CallData<'myDeal'>;
import type { ServerMessageOf } from '../../../contract/socket.ts';

export interface OrderPages {
  pages: OrderList[];
  pageParams: unknown[];
}

export type TradePush = ServerMessageOf<'FOREX_TRADE'>['data'];

/** The pages with each pushed order's UpdatePrice, FactProfits and stop-loss (a trailing stop moves it), and the pushed total profit. */
export function applyTradePush<P extends OrderPages>(data: P, push: TradePush): P {
  const live = new Map(push.orders.map((order) => [order.Id, order]));
  const pages = data.pages.map((page) => ({
    ...page,
    all_fact_profits: push.all_fact_profits,
    data: page.data.map((order): Order => {
      const update = live.get(order.Id);
      if (!update) return order;
      const moved = { ...order, UpdatePrice: update.UpdatePrice, FactProfits: update.FactProfits };
      return update.TargetLossPrice === undefined ? moved : { ...moved, TargetLossPrice: update.TargetLossPrice };
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

/**
 * True when a push names a holding the cached lists do not know as one: a pending order that
 * filled (no event says so; it shows up in the next push with the same id), or a holding opened
 * elsewhere. Only a fully loaded holdings list can tell a new holding from one on an unread page.
 */
export function pushOutdatesLists(push: TradePush, holdings: OrderPages | undefined, pending: OrderPages | undefined): boolean {
  const ids = (data: OrderPages) => new Set(data.pages.flatMap((page) => page.data.map((order) => order.Id)));
  const waiting = pending ? ids(pending) : new Set<number>();
  if (push.orders.some((order) => waiting.has(order.Id))) return true;
  if (!holdings) return false;
  const held = ids(holdings);
  const complete = held.size >= (holdings.pages[0]?.total ?? 0);
  return complete && push.orders.some((order) => !held.has(order.Id));
}
