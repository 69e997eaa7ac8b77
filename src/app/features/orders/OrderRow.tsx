import { Trans } from '@lingui/react/macro';
import type { Order } from '../../../contract/orders.ts';
import { isBuy, orderTime, profitSign, profitText } from './format.ts';

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
          <span className="order-lots"><Trans>{order.Quantity} lots</Trans></span>
          <span className="order-profit" data-sign={profitSign(order.FactProfits)} data-testid="order-profit">{order.Status === 0 ? '' : profitText(order.FactProfits)}</span>
        </span>
        <span className="order-row-prices">
          <span>{order.Status === 0 ? order.OriginPrice : order.Price}</span>
          <span aria-hidden="true" className="flip-rtl">→</span>
          <span data-testid="order-price">{order.Status === 0 ? '--' : order.UpdatePrice}</span>
          <time>{orderTime(closed ? order.CompleteTimeHandler || order.CreateTimeHandler : order.CreateTimeHandler)}</time>
        </span>
      </button>
    </li>
  );
}
