import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { Trans } from '@lingui/react/macro';
import { ChargeScreen } from '../../features/funding/ChargeScreen.tsx';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';

export const Route = createFileRoute('/mine/charge')({
  beforeLoad: requireRealAccount,
  // type: the tab; id: the record a notification names, marked in the records.
  validateSearch: z.object({
    type: z.catch(z.optional(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)]))), undefined),
    id: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined),
  }),
  component: () => (
    <RealAccountOnly title={<Trans>Deposit</Trans>}>
      <ChargeScreen />
    </RealAccountOnly>
  ),
});
