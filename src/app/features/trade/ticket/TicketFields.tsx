import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TicketForm } from './use-ticket-form.ts';

/** Leverage, lots, the pending target and the take-profit / stop-loss toggles. */
export function TicketFields({ form, pending }: { form: TicketForm; pending: boolean }) {
  const { t } = useLingui();
  const ids = { leverage: useId(), lots: useId(), lotsMsg: useId(), target: useId() };
  const { step, min } = form.rule;
  return (
    <div className="ticket-fields">
      <label className="ticket-row" htmlFor={ids.leverage}>
        <span>
          <Trans>Leverage</Trans>
        </span>
        {form.leverages.length === 0 ? (
          <span className="ticket-none" id={ids.leverage}>
            <Trans>No multiple yet</Trans>
          </span>
        ) : (
          <select id={ids.leverage} value={form.leverage ?? ''} onChange={(e) => form.setLeverage(Number(e.target.value))}>
            {form.leverages.map((value) => (
              <option key={value} value={value}>{`1:${value}`}</option>
            ))}
          </select>
        )}
      </label>

      {pending && (
        <label className="ticket-row" htmlFor={ids.target}>
          <span>
            <Trans>Target price</Trans>
          </span>
          <input
            id={ids.target}
            className="num"
            inputMode="decimal"
            type="number"
            min={0}
            value={form.target}
            aria-invalid={form.targetBad}
            onChange={(e) => form.setTarget(e.target.value)}
          />
        </label>
      )}

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

      <StopField
        label={t`Take profit`}
        on={form.tpOn}
        value={form.takeProfit}
        onToggle={form.toggleTp}
        onChange={form.setTp}
      />
      <StopField label={t`Stop loss`} on={form.slOn} value={form.stopLoss} onToggle={form.toggleSl} onChange={form.setSl} />
    </div>
  );
}

function StopField(props: { label: string; on: boolean; value: string; onToggle: (on: boolean) => void; onChange: (v: string) => void }) {
  const id = useId();
  return (
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
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </div>
  );
}
