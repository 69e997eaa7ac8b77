import { Trans } from '@lingui/react/macro';
import type { TicketForm } from './use-ticket-form.ts';

export type Problem = NonNullable<ReturnType<TicketForm['problemFor']>> | 'leverage';

/** Why the last Buy or Sell did not go ahead, in words (the server would refuse it too). */
export function TicketProblem({ problem }: { problem: Problem }) {
  return (
    <p className="ticket-msg ticket-error" role="alert">
      {problem === 'leverage' && <Trans>Leverage not configured, orders cannot be placed temporarily</Trans>}
      {problem === 'lots' && <Trans>Enter a valid number of lots.</Trans>}
      {problem === 'target' && <Trans>Enter a target price above 0.</Trans>}
      {problem === 'take_profit' && <Trans>The take profit is on the wrong side of the price: above it for a buy, below it for a sell.</Trans>}
      {problem === 'stop_loss' && <Trans>The stop loss is on the wrong side of the price: below it for a buy, above it for a sell.</Trans>}
    </p>
  );
}
