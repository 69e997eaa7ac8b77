import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '../../../contract/orders.ts';
import { lotsToClose, shareOfLots, stepLots } from './format.ts';
import { runOrderAction } from './queries.ts';
import type { AskFirst } from './OrderActions.tsx';

/** A position's close: a share of it or the lots typed, then Close (`onGone` once all of it is closed). */
export function ClosePosition(props: { order: Order; pip: string; ask: AskFirst; busy: boolean; offline: boolean; onGone: () => void }) {
  const { order, pip, ask, busy, offline, onGone } = props;
  const { t } = useLingui();
  const [typed, setTyped] = useState(order.Quantity);
  // Lots to close, typed or picked: a whole number of steps up to the position, else the button waits.
  const lots = lotsToClose(typed, pip, order.Quantity);
  const partial = lots !== null && Number(lots) < Number(order.Quantity);
  return (
    <div className="order-close">
      <div className="order-close-shares" role="group" aria-label={t`Share of the position to close`}>
        {[25, 50, 75, 100].map((percent) => (
          <button key={percent} type="button" disabled={busy} aria-pressed={lots === shareOfLots(order.Quantity, pip, percent)} onClick={() => setTyped(shareOfLots(order.Quantity, pip, percent))}>
            {percent}%
          </button>
        ))}
      </div>
      <div className="order-lots-stepper" role="group" aria-label={t`Lots to close`}>
        <button type="button" aria-label={t`Fewer lots`} disabled={busy || Number(typed) <= Number(pip)} onClick={() => setTyped(stepLots(typed, pip, -1, order.Quantity))}>
          −
        </button>
        <input inputMode="decimal" aria-label={t`Lots to close`} aria-invalid={lots === null || undefined} data-testid="close-lots" value={typed} onChange={(e) => setTyped(e.target.value.trim())} />
        <button type="button" aria-label={t`More lots`} disabled={busy || !partial} onClick={() => setTyped(stepLots(typed, pip, 1, order.Quantity))}>
          +
        </button>
      </div>
      <button
        type="button"
        className="order-danger"
        disabled={busy || offline || lots === null}
        onClick={() =>
          ask(partial ? <Trans>Close {lots} lots at the market price?</Trans> : <Trans>Close this position at the market price?</Trans>, () =>
            runOrderAction('close', partial && lots ? { id: order.Id, cont: lots } : { id: order.Id }).then(() => !partial && onGone()),
          )
        }
      >
        {partial ? <Trans>Close {lots} lots</Trans> : <Trans>Close position</Trans>}
      </button>
    </div>
  );
}
