import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ChargeScreen } from '../../features/funding/ChargeScreen.tsx';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';

export const Route = createFileRoute('/mine/charge')({
  beforeLoad: requireRealAccount,
  component: () => (
    <RealAccountOnly title={<Trans>Deposit</Trans>}>
      <ChargeScreen />
    </RealAccountOnly>
  ),
});
