import { useEffect, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { OrderStatus } from '../../../contract/orders.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CloseAllButton } from './CloseAllButton.tsx';
import { OrderList } from './OrderList.tsx';
import { OrderSheet } from './OrderSheet.tsx';
import { OrderTabs } from './OrderTabs.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { OfflineNote } from '../offline/OfflineNote.tsx';
import { useLiveOrders } from './use-live-orders.ts';
import type { Order } from '../../../contract/orders.ts';
import { refreshInstruments } from '../market/instruments.ts';
import { DESKTOP, useMediaQuery } from '../../ui/use-media-query.ts';
import './orders.css';

const route = getRouteApi('/order');
const TABLE = {};

/** /order: the account totals, the tabs (in the URL's `type`), the list (cards on a phone, a table on a desktop), and one order's sheet. */
export function OrdersScreen() {
  const search = route.useSearch();
  const type = search.type ?? OrderStatus.HOLDING;
  const navigate = route.useNavigate();
  const [open, setOpen] = useState<Order | null>(null);
  const desktop = useMediaQuery(DESKTOP);
  // The sheet's lots stepper needs each instrument's Pip.
  useEffect(() => void refreshInstruments(), []);
  useLiveOrders((id) => setOpen((current) => (current?.Id === id ? null : current)));
  return (
    <div className="orders">
      <PageHeader title={<Trans>Orders</Trans>} back={false} end={type === OrderStatus.HOLDING ? <CloseAllButton /> : undefined} />
      <OrderTotals type={type} />
      <OfflineNote />
      <OrderTabs type={type} />
      <OrderList
        key={type}
        status={type}
        onOpen={setOpen}
        table={desktop ? TABLE : undefined}
        // A notification's order: its sheet opens once the list shows it, and the address forgets it.
        openId={search.id}
        onOpened={() => void navigate({ search: { type: search.type }, replace: true })}
      />
      <OrderSheet order={open} onClose={() => setOpen(null)} />
    </div>
  );
}
