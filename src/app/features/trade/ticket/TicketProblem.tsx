import { useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { priceText } from '../../market/format.ts';
import type { Problem } from './use-ticket-form.ts';

export type { Problem };

/** The sentence naming a problem of the ticket, in the person's language (the server would refuse the same). */
export function useProblemText(instrument: Instrument): (problem: Problem | 'leverage') => string {
  const { t } = useLingui();
  return (problem) => {
    if (problem === 'leverage') return t`Leverage not configured, orders cannot be placed temporarily`;
    switch (problem.kind) {
      case 'lots':
        return t`Enter a valid number of lots.`;
      case 'target':
        return t`Enter a target price above 0.`;
      case 'expiry':
        return t`Choose an expiry date from today to a year ahead.`;
      case 'pending_type': {
        const price = priceText(instrument, problem.price);
        if (problem.side === 1) {
          return problem.type === 1
            ? t`A buy limit waits for a lower price: its target must be below the ask (${price}).`
            : t`A buy stop waits for a higher price: its target must be above the ask (${price}).`;
        }
        return problem.type === 1
          ? t`A sell limit waits for a higher price: its target must be above the bid (${price}).`
          : t`A sell stop waits for a lower price: its target must be below the bid (${price}).`;
      }
      case 'take_profit': {
        if (problem.why === 'number') return t`Enter a take-profit price above 0.`;
        const reference = priceText(instrument, problem.reference);
        return problem.side === 1 ? t`For a buy, the take profit must be above ${reference}.` : t`For a sell, the take profit must be below ${reference}.`;
      }
      case 'stop_loss': {
        if (problem.why === 'number') return t`Enter a stop-loss price above 0.`;
        const reference = priceText(instrument, problem.reference);
        return problem.side === 1 ? t`For a buy, the stop loss must be below ${reference}.` : t`For a sell, the stop loss must be above ${reference}.`;
      }
    }
  };
}

/** Why the last Buy or Sell did not go ahead, in words. */
export function TicketProblem({ instrument, problem }: { instrument: Instrument; problem: Problem | 'leverage' }) {
  const text = useProblemText(instrument);
  return (
    <p className="ticket-msg ticket-error" role="alert">
      {text(problem)}
    </p>
  );
}
