import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ChangePasswordScreen } from '../../features/account/ChangePasswordScreen.tsx';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { requireRealAccount } from '../../lib/guards.ts';

export const Route = createFileRoute('/mine/password')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Change password</Trans>}>
      <ChangePasswordScreen />
    </RealAccountOnly>
  ),
});
