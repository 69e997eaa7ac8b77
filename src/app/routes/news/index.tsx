import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { NotAvailablePage } from '../../ui/NotAvailablePage.tsx';

// The news list arrives with the content issue.
export const Route = createFileRoute('/news/')({
  component: () => <NotAvailablePage title={<Trans>News</Trans>} icon="news" back={false} />,
});
