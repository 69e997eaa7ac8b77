import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';

export const Route = createFileRoute('/feedback')({
  component: () => <NotAvailablePage title={<Trans>Feedback</Trans>} />,
});
