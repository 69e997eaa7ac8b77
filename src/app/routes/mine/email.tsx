import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireSession } from '../../lib/guards.ts';
import { NotAvailablePage } from '../../ui/NotAvailablePage.tsx';

export const Route = createFileRoute('/mine/email')({
  beforeLoad: requireSession,
  component: () => <NotAvailablePage title={<Trans>Complaint email</Trans>} />,
});
