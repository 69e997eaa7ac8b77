import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { MethodListScreen } from '../../features/payout/MethodListScreen.tsx';

export const Route = createFileRoute('/mine/coin-address-list')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Coin addresses</Trans>}>
      <MethodListScreen type={1} />
    </RealAccountOnly>
  ),
});
