import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { WithdrawScreen } from '../../features/withdraw/WithdrawScreen.tsx';

export const Route = createFileRoute('/mine/withdraw')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Withdraw</Trans>}>
      <WithdrawScreen />
    </RealAccountOnly>
  ),
});
