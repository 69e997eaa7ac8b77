import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { showMoney } from '../../../../contract/formulas.ts';
import { formatDecimal, priceText } from '../../market/format.ts';
import { ApiError } from '../../../lib/errors.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import type { Estimate } from './estimate.ts';
import type { Side } from './stops.ts';
import { useSubmitMutation } from './submit.ts';
import { asServerTime } from './expiry.ts';
import { orderTime } from '../../orders/format.ts';
import { pendingKindText } from '../../orders/pending-type.ts';

export interface PendingOrder {
  side: Side;
  pending: boolean;
  lots: string;
  leverage: number;
  target?: string;
  /** Pending only: 1 limit, 2 stop. */
  pendingType?: 1 | 2;
  /** Pending only: submit's expire_at (seconds since the epoch; 0 good till cancelled). */
  expireAt?: number;
  takeProfit?: string;
  stopLoss?: string;
  estimate: Estimate | null;
  /** Chosen when the dialog opened: pressing Place again after a failure retries the same attempt. */
  clientKey: string;
}

/** The short check before an order costs money: direction, lots, leverage, margin and fee. */
export function ConfirmOrder({ instrument, order, onDone }: { instrument: Instrument; order: PendingOrder | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const submit = useSubmitMutation();
  const place = () => {
    if (!order) return;
    submit.mutate(
      {
        type: order.side,
        cont: order.lots,
        forex_id: instrument.Id,
        status: order.pending ? 0 : 1,
        target_price: order.target ?? '',
        target_profit_price: order.takeProfit ?? '',
        stop_loss_price: order.stopLoss ?? '',
        multiple: order.leverage,
        client_key: order.clientKey,
        ...(order.pending ? { pending_type: order.pendingType, expire_at: order.expireAt || undefined } : {}),
      },
      // A refusal is final (the HTTP client has said why); a lost connection may be retried.
      { onSuccess: onDone, onError: (error) => (isRefusal(error) ? onDone() : undefined) },
    );
  };
  const buy = order?.side === 1;
  const kind = order ? pendingKindText(order.side, order.pendingType) : null;
  const code = instrument.ShowCode;
  const lots = order?.lots ?? '';
  return (
    <ConfirmDialog
      open={order !== null}
      title={buy ? t`Buy ${code}?` : t`Sell ${code}?`}
      confirmLabel={buy ? t`Place buy order` : t`Place sell order`}
      busy={submit.isPending}
      onConfirm={place}
      onCancel={onDone}
    >
      {order && (
        <dl className="ticket-confirm">
          <Row label={t`Direction`} value={buy ? t`Buy` : t`Sell`} />
          {order.pending && kind && <Row label={t`Pending type`} value={i18n._(kind)} />}
          <Row label={t`Lots`} value={lots} />
          <Row label={t`Leverage`} value={`1:${order.leverage}`} />
          {order.target && <Row label={t`Target price`} value={priceText(instrument, order.target)} />}
          {order.pending && <Row label={t`Expiry`} value={order.expireAt ? orderTime(asServerTime(order.expireAt)) : t`Good till cancelled`} />}
          {order.takeProfit && <Row label={t`Take profit`} value={priceText(instrument, order.takeProfit)} />}
          {order.stopLoss && <Row label={t`Stop loss`} value={priceText(instrument, order.stopLoss)} />}
          <Row label={t`Est. margin`} value={order.estimate ? `${formatDecimal(showMoney(order.estimate.margin), 6)} USD` : '–'} />
          <Row label={t`Est. fee`} value={order.estimate ? `${formatDecimal(showMoney(order.estimate.fee), 6)} USD` : '–'} />
        </dl>
      )}
      {order && !order.pending && (
        <p className="ticket-msg">
          <Trans>A market order fills at the price when it reaches the server.</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  );
}

const isRefusal = (error: unknown) => error instanceof ApiError;
