import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireSession } from '../lib/guards.ts';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';

// The user centre arrives with the accounts issue.
export const Route = createFileRoute('/user')({
  beforeLoad: requireSession,
  component: () => <NotAvailablePage title={<Trans>Mine</Trans>} icon="user" back={false} />,
});
