import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Order } from '../../../contract/orders.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { OrderRow } from './OrderRow.tsx';
import { OrderTable } from './OrderTable.tsx';
import { orderListAtom } from './queries.ts';

/** How a desktop shows the list: a table, narrowed for /trade's orders panel, with quick actions there. */
export interface TableLayout {
  narrow?: boolean;
  action?: (order: Order) => ReactNode;
}

/**
 * One tab's orders, as cards on a phone or a table (`table`) on a desktop: 2 skeleton rows
 * first, then pages as the end scrolls into view, "no more" at the end.
 */
export function OrderList({ status, onOpen, table, openId, onOpened }: { status: number; onOpen: (order: Order) => void; table?: TableLayout; openId?: number; onOpened?: () => void }) {
  const list = usePagedList<Order>(orderListAtom(status));
  const toOpen = openId === undefined ? undefined : list.items.find((order) => order.Id === openId);
  useEffect(() => {
    if (!toOpen) return;
    onOpen(toOpen);
    onOpened?.();
  }, [toOpen, onOpen, onOpened]);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(list.loadMore);
  loadMore.current = list.loadMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore.current());
    observer.observe(node);
    return () => observer.disconnect();
  }, [list.loading]);

  let body;
  if (list.loading)
    body = (
      <ul className="order-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="order-skeleton">
            <Skeleton height={16} width="60%" />
            <Skeleton height={14} />
          </li>
        ))}
      </ul>
    );
  else if (list.error) body = <ErrorState message={list.error.message} onRetry={() => void list.refresh()} />;
  else if (list.items.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        {table ? (
          <OrderTable status={status} orders={list.items} onOpen={onOpen} narrow={table.narrow} action={table.action} />
        ) : (
          <ul className="order-list">
            {list.items.map((order) => (
              <OrderRow key={order.Id} order={order} onOpen={onOpen} />
            ))}
          </ul>
        )}
        <div ref={sentinel} className="order-list-end">
          {list.hasMore ? <Trans>Loading…</Trans> : <Trans>No more</Trans>}
        </div>
      </>
    );
  // Pulling is a touch gesture of a page's top: /trade's panel scrolls inside itself, so it has none.
  return table?.narrow ? body : <PullToRefresh onRefresh={list.refresh}>{body}</PullToRefresh>;
}
