import { Trans, useLingui } from '@lingui/react/macro';
import { OrderStatus, type Order } from '../../../contract/orders.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { formatDecimal } from '../market/format.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { OrderActions } from './OrderActions.tsx';
import { closeReasonText } from './close-reason.ts';
import { slippageText } from './slippage-text.ts';
import { countsInPips, distanceAsTyped } from '../../../contract/pips.ts';
import { isBuy, orderSlippage, priceOrDash, profitSign, profitText } from './format.ts';
import { Time } from '../../ui/Time.tsx';
import { orderListAtom } from './queries.ts';
import { neverFilled } from './OrderRow.tsx';
import { pendingKindText } from './pending-type.ts';

/** One order's fields and, while it is open or pending, its actions. Follows the live list. */
export function OrderSheet({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const list = usePagedList<Order>(orderListAtom(order?.Status ?? OrderStatus.HOLDING));
  const live = (order && list.items.find((item) => item.Id === order.Id)) ?? order;
  const slipped = live && orderSlippage(live);
  const precision = (/\.(\d+)$/.exec(live?.Price ?? '')?.[1] ?? '').length;
  const distance = live?.TrailingStop ? distanceAsTyped(live.TrailingStop, precision) : '';
  const trailingText = countsInPips(precision) ? t`${distance} pips` : distance;
  const kind = live && neverFilled(live) ? pendingKindText(live.OrderType, live.PendingType) : null;
  return (
    <BottomSheet open={live !== null} onClose={onClose} title={live ? `${live.ForexTradeLists.ShowCode} #${live.Id}` : ''}>
      {live && (
        <>
          <dl className="order-fields" data-testid="order-sheet">
            <Field label={<Trans>Direction</Trans>} text>
              {isBuy(live) ? <Trans>Buy</Trans> : <Trans>Sell</Trans>}
            </Field>
            {kind && (
              <Field label={<Trans>Pending type</Trans>} text>
                {i18n._(kind)}
              </Field>
            )}
            {live.Status === OrderStatus.PENDING && (
              <Field label={<Trans>Expiry</Trans>} text>
                {live.ExpireTimeHandler ? <Time at={live.ExpireTimeHandler} /> : <Trans>Good till cancelled</Trans>}
              </Field>
            )}
            <Field label={<Trans>Lots</Trans>}>{live.Quantity}</Field>
            <Field label={<Trans>Multiplier</Trans>}>{t`${live.Multiple}x`}</Field>
            <Field label={live.Status === OrderStatus.PENDING ? <Trans>Target price</Trans> : <Trans>Open price</Trans>}>{live.Status === OrderStatus.PENDING ? live.OriginPrice : live.Price}</Field>
            {live.Status !== OrderStatus.PENDING && <Field label={live.Status === OrderStatus.HISTORY ? <Trans>Close price</Trans> : <Trans>Current price</Trans>}>{live.UpdatePrice}</Field>}
            {live.Status !== OrderStatus.PENDING && (
              <Field label={<Trans>Profit and loss</Trans>}>
                <span data-sign={profitSign(live.FactProfits)}>{profitText(live.FactProfits)}</span>
              </Field>
            )}
            <Field label={<Trans>Margin</Trans>}>{formatDecimal(live.CautionMoney, 2)}</Field>
            <Field label={<Trans>Handling fee</Trans>}>{formatDecimal(live.TradeFee, 2)}</Field>
            <Field label={<Trans>Take-profit</Trans>}>{priceOrDash(live.TargetProfitPrice)}</Field>
            <Field label={<Trans>Stop-loss</Trans>}>{priceOrDash(live.TargetLossPrice)}</Field>
            {live.TrailingStop && (
              <Field label={<Trans>Trailing stop</Trans>} text>
                {trailingText}
              </Field>
            )}
            <Field label={<Trans>Open time</Trans>} text>
              <Time at={live.CreateTimeHandler} data-testid="order-open-time" />
            </Field>
            {live.CompleteTimeHandler && (
              <Field label={<Trans>Close time</Trans>} text>
                <Time at={live.CompleteTimeHandler} />
              </Field>
            )}
            {live.Status === OrderStatus.HISTORY && (
              <Field label={<Trans>Closed by</Trans>} text>
                {i18n._(closeReasonText(live.CloseReason))}
              </Field>
            )}
            {live.TriggerPrice && <Field label={<Trans>Trigger level</Trans>}>{live.TriggerPrice}</Field>}
            {slipped && (
              <Field label={<Trans>Slippage</Trans>} text>
                {slippageText(i18n, slipped)}
              </Field>
            )}
          </dl>
          {/* Keyed by what the server may change: after a partial close or new levels the inputs start from the order again. */}
          {live.Status !== OrderStatus.HISTORY && <OrderActions key={`${live.Id}:${live.Status}:${live.Quantity}:${live.TargetProfitPrice}:${live.TargetLossPrice}`} order={live} onGone={onClose} />}
        </>
      )}
    </BottomSheet>
  );
}

/** A figure (monospaced, left to right), or with `text` words in the reader's script and direction. */
function Field({ label, children, text = false }: { label: React.ReactNode; children: React.ReactNode; text?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={text ? 'order-field-text' : undefined}>{children}</dd>
    </div>
  );
}
