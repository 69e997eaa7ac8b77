import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { z } from 'zod/mini';
import { requireRealAccount } from '../../lib/guards.ts';
import { RealAccountOnly } from '../../features/session/RealAccountOnly.tsx';
import { BindScreen } from '../../features/payout/BindScreen.tsx';

export const Route = createFileRoute('/mine/withdraw-way')({
  beforeLoad: requireRealAccount,
  // type 1 binds a coin address, 2 a bank account.
  validateSearch: z.lazy(() => z.object({ type: z.catch(z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(2)])), 1) })),
  component: function WithdrawWayRoute() {
    const { type } = Route.useSearch();
    return (
      <RealAccountOnly title={<Trans>Bind a payout account</Trans>}>
        <BindScreen type={type} />
      </RealAccountOnly>
    );
  },
});
