import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { Trans } from '@lingui/react/macro';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { WithdrawScreen } from '../../features/withdraw/WithdrawScreen.tsx';

export const Route = createFileRoute('/mine/withdraw')({
  beforeLoad: requireRealAccount,
  // type: the tab; id: the record a notification names, marked in the records.
  validateSearch: z.object({
    type: z.catch(z.optional(z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(2)]))), undefined),
    id: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined),
  }),
  component: () => (
    <RealAccountOnly title={<Trans>Withdraw</Trans>}>
      <WithdrawScreen />
    </RealAccountOnly>
  ),
});
