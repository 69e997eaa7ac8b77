import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { IdentityScreen } from '../../features/identity/IdentityScreen.tsx';

export const Route = createFileRoute('/mine/auth')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Identity verification</Trans>}>
      <IdentityScreen />
    </RealAccountOnly>
  ),
});
