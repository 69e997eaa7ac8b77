import { Trans, useLingui } from '@lingui/react/macro';
import { slippageText } from './slippage-text.ts';
import type { Order } from '../../../contract/orders.ts';
import { closeReasonText } from './close-reason.ts';
import { pendingKindText } from './pending-type.ts';
import { isBuy, orderSlippage, orderTime, profitSign, profitText } from './format.ts';
import { Time } from '../../ui/Time.tsx';

/** One order: instrument, side and lots; open and current price; profit coloured by its sign; time. */
export function OrderRow({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const { i18n } = useLingui();
  const buy = isBuy(order);
  const closed = order.Status === 3;
  const expires = orderTime(order.ExpireTimeHandler ?? '');
  const kind = neverFilled(order) ? pendingKindText(order.OrderType, order.PendingType) : null;
  return (
    <li>
      <button type="button" className="order-row" data-testid={`order-${order.Id}`} onClick={() => onOpen(order)}>
        <span className="order-row-head">
          <strong>{order.ForexTradeLists.ShowCode}</strong>
          <span className="order-side" data-side={buy ? 'buy' : 'sell'} data-testid="order-side">
            {kind ? i18n._(kind) : buy ? <Trans>Buy</Trans> : <Trans>Sell</Trans>}
          </span>
          <span className="order-lots" data-testid="order-lots">
            <Trans>{order.Quantity} lots</Trans>
          </span>
          <span className="order-profit" data-sign={profitSign(order.FactProfits)} data-testid="order-profit">
            {order.Status === 0 ? '' : profitText(order.FactProfits)}
          </span>
        </span>
        <span className="order-row-prices">
          <span>{order.Status === 0 ? order.OriginPrice : order.Price}</span>
          <span aria-hidden="true" className="flip-rtl">
            →
          </span>
          <span data-testid="order-price">{order.Status === 0 ? '--' : order.UpdatePrice}</span>
          <Time at={closed ? order.CompleteTimeHandler || order.CreateTimeHandler : order.CreateTimeHandler} data-testid="order-time" />
        </span>
        {order.Status === 0 && (
          <span className="order-row-why" data-testid="order-expiry">
            {order.ExpireTimeHandler ? <Trans>Expires {expires}</Trans> : <Trans>Good till cancelled</Trans>}
          </span>
        )}
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

/** A pending order, or one that left the book without filling (cancelled, expired): named by its kind (buy limit, sell stop...). */
export const neverFilled = (order: Pick<Order, 'Status' | 'UpdatePrice'>) => order.Status === 0 || (order.Status === 3 && Number(order.UpdatePrice) === 0);
