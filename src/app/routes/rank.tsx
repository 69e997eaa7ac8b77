import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';

// The copy-trading ranking ("documentary") arrives with its own issue.
export const Route = createFileRoute('/rank')({
  component: () => <NotAvailablePage title={<Trans>Ranking</Trans>} icon="rank" back={false} />,
});
