import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';

export const Route = createFileRoute('/forgot')({
  component: () => <NotAvailablePage title={<Trans>Forgot password</Trans>} icon="lock" />,
});
