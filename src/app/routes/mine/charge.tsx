import { createFileRoute } from '@tanstack/react-router';
import { recordSearch } from '../../lib/record-search.ts';
import { Trans } from '@lingui/react/macro';
import { ChargeScreen } from '../../features/funding/ChargeScreen.tsx';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';

export const Route = createFileRoute('/mine/charge')({
  beforeLoad: requireRealAccount,
  // type: the tab; id: the record a notification names, marked in the records.
  validateSearch: recordSearch,
  component: () => (
    <RealAccountOnly title={<Trans>Deposit</Trans>}>
      <ChargeScreen />
    </RealAccountOnly>
  ),
});
