// The price lines of the logged-in user's orders on the shown instrument, kept live: placing an
// order or a change on /order invalidates the lists (accountKeys.user); here FOREX_CLOSED (a
// close, take-profit, stop-loss, stop-out) and a FOREX_TRADE naming an order not yet listed (a
// pending order that just filled) read them again. A guest has no lists, so no lines.
import { useEffect, useMemo } from 'react';
import type { InfiniteData, InfiniteQueryObserverResult } from '@tanstack/query-core';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { OrderStatus, type Order } from '../../../contract/orders.ts';
import { useChannelMessages } from '../../lib/socket/use-channel.ts';
import type { OrderList } from '../orders/live.ts';
import { orderListAtom, refreshOrders } from '../orders/queries.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { namesUnlistedHolding, orderLines, type OrderLine } from './order-lines.ts';

/** Enough pages for every order a person keeps open; the lines are a view, not the book. */
const MAX_PAGES = 10;

function useAllOrders(status: number): { orders: Order[]; settled: boolean } {
  const query = useAtomValue(orderListAtom(status)) as InfiniteQueryObserverResult<InfiniteData<OrderList>>;
  const pages = query.data?.pages;
  useEffect(() => {
    if (query.hasNextPage && !query.isFetching && (pages?.length ?? 0) < MAX_PAGES) void query.fetchNextPage();
  }, [query, pages]);
  const orders = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  return { orders, settled: query.isSuccess && !query.isFetching };
}

export function useOrderLines(code: string): OrderLine[] {
  const signedIn = Boolean(useAtomValue(sessionAtom));
  const { orders: holdings, settled } = useAllOrders(OrderStatus.HOLDING);
  const { orders: pending } = useAllOrders(OrderStatus.PENDING);
  useChannelMessages(signedIn ? CHANNEL.FOREX_CLOSED : null, () => void refreshOrders());
  useChannelMessages(signedIn ? CHANNEL.FOREX_TRADE : null, ({ data }) => {
    if (!settled) return; // a read is under way: it will include the new order
    if (namesUnlistedHolding(holdings, data.orders)) void refreshOrders();
  });
  return useMemo(() => (signedIn ? orderLines(holdings, pending, code) : []), [signedIn, holdings, pending, code]);
}
