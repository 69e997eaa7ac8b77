import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireSession } from '../lib/guards.ts';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';

// Holdings, pending orders and history arrive with the orders issue.
export const Route = createFileRoute('/order')({
  beforeLoad: requireSession,
  component: () => <NotAvailablePage title={<Trans>Orders</Trans>} icon="order" back={false} />,
});
