import { Trans, useLingui } from '@lingui/react/macro';
import { slippageText } from './slippage-text.ts';
import type { Order } from '../../../contract/orders.ts';
import { closeReasonText } from './close-reason.ts';
import { isBuy, orderSlippage, profitSign, profitText } from './format.ts';
import { Time } from '../../ui/Time.tsx';

/** One order: instrument, side and lots; open and current price; profit coloured by its sign; time. */
export function OrderRow({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const buy = isBuy(order);
  const closed = order.Status === 3;
  return (
    <li>
      <button type="button" className="order-row" data-testid={`order-${order.Id}`} onClick={() => onOpen(order)}>
        <span className="order-row-head">
          <strong>{order.ForexTradeLists.ShowCode}</strong>
          <span className="order-side" data-side={buy ? 'buy' : 'sell'}>{buy ? <Trans>Buy</Trans> : <Trans>Sell</Trans>}</span>
          <span className="order-lots" data-testid="order-lots"><Trans>{order.Quantity} lots</Trans></span>
          <span className="order-profit" data-sign={profitSign(order.FactProfits)} data-testid="order-profit">{order.Status === 0 ? '' : profitText(order.FactProfits)}</span>
        </span>
        <span className="order-row-prices">
          <span>{order.Status === 0 ? order.OriginPrice : order.Price}</span>
          <span aria-hidden="true" className="flip-rtl">→</span>
          <span data-testid="order-price">{order.Status === 0 ? '--' : order.UpdatePrice}</span>
          <Time at={closed ? order.CompleteTimeHandler || order.CreateTimeHandler : order.CreateTimeHandler} data-testid="order-time" />
        </span>
        {closed && <CloseWhy order={order} />}
      </button>
    </li>
  );
}

/** History: why it closed and, for a take-profit or stop-loss, how far the fill slipped from its level. */
function CloseWhy({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const slipped = orderSlippage(order);
  return (
    <span className="order-row-why" data-testid="close-reason">
      {i18n._(closeReasonText(order.CloseReason))}
      {slipped && ` · ${slippageText(i18n, slipped)}`}
    </span>
  );
}
