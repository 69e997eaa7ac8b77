import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { formatDecimal, priceText } from '../../market/format.ts';
import { liveInstrumentsAtom } from '../../market/instruments.ts';
import { useAtomValue } from '../../../state/store.ts';
import { quotesFrom } from './estimate.ts';
import { stopOutcome, type StopOutcome } from './outcome.ts';
import { asServerTime, type ExpiryMode } from './expiry.ts';
import { orderTime } from '../../orders/format.ts';
import type { StopKind } from './stops.ts';
import { useProblemText } from './TicketProblem.tsx';
import type { TicketForm } from './use-ticket-form.ts';

/** Leverage, lots, the pending target, type and expiry, and the take-profit / stop-loss toggles. */
export function TicketFields({ instrument, form, pending }: { instrument: Instrument; form: TicketForm; pending: boolean }) {
  const { t } = useLingui();
  const ids = { leverage: useId(), lots: useId(), lotsMsg: useId(), target: useId(), expiry: useId(), expiryDate: useId(), typeNote: useId() };
  const { step, min } = form.rule;
  const problemText = useProblemText(instrument);
  // Through the orders' own time formatting, as the order's row will show it.
  const expiryTime = form.expireAt ? orderTime(asServerTime(form.expireAt)) : '';
  const quoteOf = quotesFrom(useAtomValue(liveInstrumentsAtom));
  const outcome = (which: StopKind): StopOutcome | null => {
    if (form.stopProblem(which)) return null;
    const side = form.shownSide;
    return stopOutcome({ instrument, side, lots: form.lots, open: form.openPrice(side), level: which === 'take_profit' ? form.takeProfit : form.stopLoss, quoteOf });
  };
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
        <>
          <label className="ticket-row" htmlFor={ids.target}>
            <span>
              <Trans>Target price</Trans>
            </span>
            <input id={ids.target} className="num" inputMode="decimal" type="number" min={0} value={form.target} aria-invalid={form.targetBad} onChange={(e) => form.setTarget(e.target.value)} />
          </label>
          <div className="ticket-row">
            <span id={ids.typeNote + '-label'}>
              <Trans>Pending type</Trans>
            </span>
            <div className="seg seg-small" role="group" aria-labelledby={ids.typeNote + '-label'} aria-describedby={ids.typeNote}>
              <button type="button" aria-pressed={form.pendingType === 1} onClick={() => form.setPendingType(1)}>
                <Trans>Limit</Trans>
              </button>
              <button type="button" aria-pressed={form.pendingType === 2} onClick={() => form.setPendingType(2)}>
                <Trans>Stop</Trans>
              </button>
            </div>
          </div>
          <p id={ids.typeNote} className="ticket-msg">
            {form.pendingType === 1 ? (
              <Trans>A limit waits for a better price: buy below the ask, sell above the bid.</Trans>
            ) : (
              <Trans>A stop waits for the price to break through: buy above the ask, sell below the bid.</Trans>
            )}
          </p>
          <div className="ticket-row">
            <label htmlFor={ids.expiry}>
              <Trans>Expiry</Trans>
            </label>
            <select id={ids.expiry} value={form.expiryMode} onChange={(e) => form.setExpiryMode(e.target.value as ExpiryMode)}>
              <option value="gtc">{t`Good till cancelled`}</option>
              <option value="eod">{t`End of day`}</option>
              <option value="date">{t`Until a date`}</option>
            </select>
          </div>
          {form.expiryMode === 'date' && (
            <div className="ticket-row">
              <label htmlFor={ids.expiryDate}>
                <Trans>Expiry date</Trans>
              </label>
              <input
                id={ids.expiryDate}
                type="date"
                min={form.today}
                max={form.lastExpiryDate}
                value={form.expiryDate}
                aria-invalid={form.expireAt === null}
                onChange={(e) => form.setExpiryDate(e.target.value)}
              />
            </div>
          )}
          {form.expiryMode !== 'gtc' && (
            <p className={form.expireAt === null ? 'ticket-msg ticket-error' : 'ticket-msg'}>
              {form.expireAt === null ? problemText({ kind: 'expiry' }) : t`Cancelled at ${expiryTime} if not filled by then.`}
            </p>
          )}
        </>
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

function StopField(props: {
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
