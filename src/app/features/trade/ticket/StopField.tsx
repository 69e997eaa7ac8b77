import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { formatDecimal, priceText } from '../../market/format.ts';
import type { StopOutcome } from './outcome.ts';
import type { StopKind } from './stops.ts';
import { useProblemText } from './TicketProblem.tsx';
import type { TicketForm } from './use-ticket-form.ts';

/** Take-profit or stop-loss: its switch, its level, and what it gives if reached (or why it cannot be). */
export function StopField(props: {
  instrument: Instrument;
  which: StopKind;
  label: string;
  on: boolean;
  value: string;
  problem: ReturnType<TicketForm['stopProblem']>;
  outcome: StopOutcome | null;
  onToggle: (on: boolean) => void;
  onChange: (v: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const msgId = useId();
  const problemText = useProblemText(props.instrument);
  const { outcome } = props;
  // Signed, in the trade's favour: a gain +, a loss −.
  const distance = outcome ? (outcome.distance.amount.startsWith('-') ? outcome.distance.amount : `+${outcome.distance.amount}`) : '';
  const distanceText = outcome?.distance.pips ? t`${distance} pips` : distance;
  return (
    <>
      <div className="ticket-row">
        <label className="ticket-toggle">
          <input type="checkbox" role="switch" checked={props.on} onChange={(e) => props.onToggle(e.target.checked)} />
          <span>{props.label}</span>
        </label>
        {props.on && (
          <input
            id={id}
            className="num"
            inputMode="decimal"
            type="number"
            min={0}
            aria-label={props.label}
            aria-invalid={props.problem !== null}
            aria-describedby={msgId}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
          />
        )}
      </div>
      {props.on && (
        <p id={msgId} className={props.problem ? 'ticket-msg ticket-error' : 'ticket-msg ticket-outcome'} data-testid={`${props.which}-note`}>
          {props.problem ? (
            problemText(props.problem)
          ) : outcome ? (
            <>
              <span>
                <Trans>If reached:</Trans>
              </span>{' '}
              <span className="num">{priceText(props.instrument, props.value)}</span>
              {' · '}
              <span className="num">{distanceText}</span>
              {outcome.usd !== null && (
                <>
                  {' · '}
                  <span className="num" data-sign={Number(outcome.usd) > 0 ? 'up' : Number(outcome.usd) < 0 ? 'down' : 'flat'}>
                    {`${formatDecimal(outcome.usd, 2, 'exceptZero')} USD`}
                  </span>
                </>
              )}
            </>
          ) : null}
        </p>
      )}
    </>
  );
}
