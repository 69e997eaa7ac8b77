import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { NotAvailablePage } from '../../ui/NotAvailablePage.tsx';

export const Route = createFileRoute('/mine/password')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Change password</Trans>}>
      <NotAvailablePage title={<Trans>Change password</Trans>} />
    </RealAccountOnly>
  ),
});
