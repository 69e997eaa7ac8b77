import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { OrderStatus, type Order } from '../../../contract/orders.ts';
import { countsInPips, distanceAsPrice, distanceAsTyped } from '../../../contract/pips.ts';
import { isBuy } from './format.ts';
import { runOrderAction } from './queries.ts';
import type { AskFirst } from './OrderActions.tsx';

/** Take-profit, stop-loss and the trailing stop, set together; a position in profit can move its stop-loss to the entry. */
export function OrderStops({ order, ask, disabled }: { order: Order; ask: AskFirst; disabled: boolean }) {
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
  const holding = order.Status === OrderStatus.HOLDING;
  return (
    <fieldset className="order-stops" disabled={disabled}>
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
  );
}
