import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { orderTime } from '../../orders/format.ts';
import { asServerTime, type ExpiryMode } from './expiry.ts';
import { useProblemText } from './TicketProblem.tsx';
import type { TicketForm } from './use-ticket-form.ts';

/** A pending order's own fields: the target price, limit or stop (with what each waits for), and the expiry. */
export function PendingFields({ instrument, form }: { instrument: Instrument; form: TicketForm }) {
  const { t } = useLingui();
  const ids = { target: useId(), expiry: useId(), expiryDate: useId(), typeNote: useId() };
  const problemText = useProblemText(instrument);
  // Through the orders' own time formatting, as the order's row will show it.
  const expiryTime = form.expireAt ? orderTime(asServerTime(form.expireAt)) : '';
  return (
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
  );
}
