import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderStatus, type Order } from '../../../contract/orders.ts';
import { useAtomValue } from '../../state/store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { instrumentListAtom } from '../market/instruments.ts';
import { OfflineNote, useOffline } from '../offline/OfflineNote.tsx';
import { countsInPips, distanceAsPrice, distanceAsTyped } from '../../../contract/pips.ts';
import { isBuy, lotsToClose, shareOfLots, stepLots } from './format.ts';
import { runOrderAction } from './queries.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';

/** Close (all or some lots) or cancel (then `onGone`: the order has left this list), and take-profit / stop-loss; each asks first and waits for the server. */
export function OrderActions({ order, onGone }: { order: Order; onGone: () => void }) {
  const { t } = useLingui();
  const pip = useAtomValue(instrumentListAtom)?.find((item) => item.Code === order.ForexTradeLists.Code)?.Pip ?? '0.01';
  const [typed, setTyped] = useState(order.Quantity);
  const [takeProfit, setTakeProfit] = useState(Number(order.TargetProfitPrice) ? order.TargetProfitPrice : '');
  const [stopLoss, setStopLoss] = useState(Number(order.TargetLossPrice) ? order.TargetLossPrice : '');
  // The trailing stop's distance as the trader counts it: pips for currency pairs, else the price.
  const precision = (/\.(\d+)$/.exec(order.Price)?.[1] ?? '').length;
  const inPips = countsInPips(precision);
  const [trailing, setTrailing] = useState(order.TrailingStop ? distanceAsTyped(order.TrailingStop, precision) : '');
  const stops = (stop: string) => ({ id: order.Id, target_profit_price: takeProfit, stop_loss_price: stop, trailing_stop: distanceAsPrice(trailing, precision) });
  // Break-even: the stop-loss to the entry price, once the price is past it on the good side.
  const entry = order.Price;
  const inProfit = isBuy(order) ? Number(order.UpdatePrice) > Number(order.Price) : Number(order.UpdatePrice) < Number(order.Price);
  const action = useConfirmedAction();
  const offline = useOffline();
  const [question, setQuestion] = useState<React.ReactNode>(null);
  const ask = (text: React.ReactNode, run: () => Promise<unknown>) => {
    setQuestion(text);
    action.ask(run);
  };
  const holding = order.Status === OrderStatus.HOLDING;
  // Lots to close, typed or picked: a whole number of steps up to the position, else the button waits.
  const lots = lotsToClose(typed, pip, order.Quantity);
  const partial = lots !== null && Number(lots) < Number(order.Quantity);

  return (
    <div className="order-actions">
      <OfflineNote />
      <fieldset className="order-stops" disabled={action.busy || offline}>
        <label>
          <span>
            <Trans>Take-profit</Trans>
          </span>
          <input inputMode="decimal" value={takeProfit} onChange={(e) => setTakeProfit(e.target.value.trim())} placeholder="--" />
        </label>
        <label>
          <span>
            <Trans>Stop-loss</Trans>
          </span>
          <input inputMode="decimal" value={stopLoss} onChange={(e) => setStopLoss(e.target.value.trim())} placeholder="--" />
        </label>
        <label className="order-trailing">
          <span>{inPips ? <Trans>Trailing stop (pips)</Trans> : <Trans>Trailing stop (price distance)</Trans>}</span>
          <input inputMode="decimal" value={trailing} onChange={(e) => setTrailing(e.target.value.trim())} placeholder="--" data-testid="trailing-stop" />
        </label>
        <button type="button" onClick={() => ask(<Trans>Set take-profit and stop-loss?</Trans>, () => runOrderAction('setStopPrice', stops(stopLoss)))}>
          <Trans>Set take-profit / stop-loss</Trans>
        </button>
        {holding && (
          <button
            type="button"
            className="order-secondary"
            disabled={!inProfit}
            onClick={() => ask(<Trans>Move the stop-loss to the entry price, {entry}?</Trans>, () => runOrderAction('setStopPrice', stops(order.Price)))}
          >
            <Trans>Break-even</Trans>
          </button>
        )}
      </fieldset>
      {holding ? (
        <div className="order-close">
          <div className="order-close-shares" role="group" aria-label={t`Share of the position to close`}>
            {[25, 50, 75, 100].map((percent) => (
              <button
                key={percent}
                type="button"
                disabled={action.busy}
                aria-pressed={lots === shareOfLots(order.Quantity, pip, percent)}
                onClick={() => setTyped(shareOfLots(order.Quantity, pip, percent))}
              >
                {percent}%
              </button>
            ))}
          </div>
          <div className="order-lots-stepper" role="group" aria-label={t`Lots to close`}>
            <button type="button" aria-label={t`Fewer lots`} disabled={action.busy || Number(typed) <= Number(pip)} onClick={() => setTyped(stepLots(typed, pip, -1, order.Quantity))}>
              −
            </button>
            <input
              inputMode="decimal"
              aria-label={t`Lots to close`}
              aria-invalid={lots === null || undefined}
              data-testid="close-lots"
              value={typed}
              onChange={(e) => setTyped(e.target.value.trim())}
            />
            <button type="button" aria-label={t`More lots`} disabled={action.busy || !partial} onClick={() => setTyped(stepLots(typed, pip, 1, order.Quantity))}>
              +
            </button>
          </div>
          <button
            type="button"
            className="order-danger"
            disabled={action.busy || offline || lots === null}
            onClick={() =>
              ask(partial ? <Trans>Close {lots} lots at the market price?</Trans> : <Trans>Close this position at the market price?</Trans>, () =>
                runOrderAction('close', partial && lots ? { id: order.Id, cont: lots } : { id: order.Id }).then(() => !partial && onGone()),
              )
            }
          >
            {partial ? <Trans>Close {lots} lots</Trans> : <Trans>Close position</Trans>}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="order-danger"
          disabled={action.busy || offline}
          onClick={() => ask(<Trans>Cancel this pending order?</Trans>, () => runOrderAction('cancelTrade', { id: order.Id }).then(onGone))}
        >
          <Trans>Cancel order</Trans>
        </button>
      )}
      <ConfirmDialog open={action.open} title={question} confirmLabel={<Trans>Confirm</Trans>} danger busy={action.busy} onConfirm={action.confirm} onCancel={action.cancel}>
        {null}
      </ConfirmDialog>
    </div>
  );
}
