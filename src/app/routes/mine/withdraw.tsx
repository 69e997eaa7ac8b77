import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../lib/record-search.ts';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { WithdrawScreen } from '../../features/withdraw/WithdrawScreen.tsx';

export const Route = createFileRoute('/mine/withdraw')({
  beforeLoad: requireRealAccount,
  // type: the tab; id: the record a notification names, marked in the records.
  validateSearch: recordSearch,
  component: () => (
    <RealAccountOnly title={<Trans>Withdraw</Trans>}>
      <WithdrawScreen />
    </RealAccountOnly>
  ),
});
