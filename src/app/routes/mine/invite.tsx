import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { InviteScreen } from '../../features/invite/InviteScreen.tsx';

export const Route = createFileRoute('/mine/invite')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Invite friends</Trans>}>
      <InviteScreen />
    </RealAccountOnly>
  ),
});
