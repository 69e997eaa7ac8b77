import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { OrderStatus } from '../../../contract/orders.ts';

const TABS = [
  { type: OrderStatus.HOLDING, label: <Trans>Holding</Trans> },
  { type: OrderStatus.PENDING, label: <Trans>Pending</Trans> },
  { type: OrderStatus.HISTORY, label: <Trans>History</Trans> },
] as const;

/** The three tabs as links that change `?type=`, so back and a reload keep the tab. */
export function OrderTabs({ type }: { type: number }) {
  return (
    <nav className="order-tabs" role="tablist">
      {TABS.map((tab) => (
        <Link key={tab.type} to="/order" search={{ type: tab.type }} replace role="tab" aria-selected={tab.type === type} data-active={tab.type === type}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
