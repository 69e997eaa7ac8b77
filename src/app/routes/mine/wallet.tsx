import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { WalletScreen } from '../../features/payout/WalletScreen.tsx';

export const Route = createFileRoute('/mine/wallet')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Wallet</Trans>}>
      <WalletScreen />
    </RealAccountOnly>
  ),
});
