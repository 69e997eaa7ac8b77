import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireSession } from '../../lib/guards.ts';
import { NotAvailablePage } from '../../ui/NotAvailablePage.tsx';

export const Route = createFileRoute('/mine/chat')({
  beforeLoad: requireSession,
  component: () => <NotAvailablePage title={<Trans>Customer service</Trans>} />,
});
