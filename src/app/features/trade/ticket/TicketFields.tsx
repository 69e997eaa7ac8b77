import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { useRateQuotes } from './rate-quotes.ts';
import { stopOutcome, type StopOutcome } from './outcome.ts';
import type { StopKind } from './stops.ts';
import { PendingFields } from './PendingFields.tsx';
import { StopField } from './StopField.tsx';
import type { TicketForm } from './use-ticket-form.ts';

/** Leverage, lots, the pending target, type and expiry, and the take-profit / stop-loss toggles. */
export function TicketFields({ instrument, form, pending }: { instrument: Instrument; form: TicketForm; pending: boolean }) {
  const { t } = useLingui();
  const leverageId = useId();
  const quoteOf = useRateQuotes(instrument.QuoteCurrency);
  const outcome = (which: StopKind): StopOutcome | null => {
    if (form.stopProblem(which)) return null;
    const side = form.shownSide;
    return stopOutcome({ instrument, side, lots: form.lots, open: form.openPrice(side), level: which === 'take_profit' ? form.takeProfit : form.stopLoss, quoteOf });
  };
  return (
    <div className="ticket-fields">
      <label className="ticket-row" htmlFor={leverageId}>
        <span>
          <Trans>Leverage</Trans>
        </span>
        {form.leverages.length === 0 ? (
          <span className="ticket-none" id={leverageId}>
            <Trans>No multiple yet</Trans>
          </span>
        ) : (
          <select id={leverageId} value={form.leverage ?? ''} onChange={(e) => form.setLeverage(Number(e.target.value))}>
            {form.leverages.map((value) => (
              <option key={value} value={value}>{`1:${value}`}</option>
            ))}
          </select>
        )}
      </label>

      {pending && <PendingFields instrument={instrument} form={form} />}

      <LotsField form={form} />

      <StopField
        instrument={instrument}
        which="take_profit"
        label={t`Take profit`}
        on={form.tpOn}
        value={form.takeProfit}
        problem={form.stopProblem('take_profit')}
        outcome={form.tpOn ? outcome('take_profit') : null}
        onToggle={form.toggleTp}
        onChange={form.setTp}
      />
      <StopField
        instrument={instrument}
        which="stop_loss"
        label={t`Stop loss`}
        on={form.slOn}
        value={form.stopLoss}
        problem={form.stopProblem('stop_loss')}
        outcome={form.slOn ? outcome('stop_loss') : null}
        onToggle={form.toggleSl}
        onChange={form.setSl}
      />
    </div>
  );
}

/** The lots, with a step down and up, and the rule they follow. */
function LotsField({ form }: { form: TicketForm }) {
  const { t } = useLingui();
  const ids = { lots: useId(), lotsMsg: useId() };
  const { step, min } = form.rule;
  return (
    <>
      <div className="ticket-row">
        <label htmlFor={ids.lots}>
          <Trans>Lots</Trans>
        </label>
        <div className="stepper">
          <button type="button" aria-label={t`Fewer lots`} disabled={form.atMinimum} onClick={() => form.step(-1)}>
            −
          </button>
          <input
            id={ids.lots}
            className="num"
            inputMode="decimal"
            value={form.lots}
            aria-invalid={form.lotsProblem !== null}
            aria-describedby={ids.lotsMsg}
            onChange={(e) => form.setLots(e.target.value)}
            onBlur={form.snap}
          />
          <button type="button" aria-label={t`More lots`} onClick={() => form.step(1)}>
            +
          </button>
        </div>
      </div>
      <p id={ids.lotsMsg} className={form.lotsProblem ? 'ticket-msg ticket-error' : 'ticket-msg'} role={form.lotsProblem ? 'alert' : undefined}>
        {form.lotsProblem ? (
          <Trans>
            Lots go in steps of {step}, from {min}.
          </Trans>
        ) : (
          <Trans>
            Steps of {step}, at least {min}.
          </Trans>
        )}
      </p>
    </>
  );
}
