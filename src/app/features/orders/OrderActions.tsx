import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { OrderStatus, type Order } from '../../../contract/orders.ts';
import { useAtomValue } from '../../state/store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { instrumentListAtom } from '../market/instruments.ts';
import { OfflineNote, useOffline } from '../offline/OfflineNote.tsx';
import { runOrderAction } from './queries.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';
import { ClosePosition } from './ClosePosition.tsx';
import { OrderStops } from './OrderStops.tsx';

/** Asks the question in the confirm dialog, then runs `run` once confirmed. */
export type AskFirst = (text: React.ReactNode, run: () => Promise<unknown>) => void;

/** Close (all or some lots) or cancel (then `onGone`: the order has left this list), and take-profit / stop-loss; each asks first and waits for the server. */
export function OrderActions({ order, onGone }: { order: Order; onGone: () => void }) {
  const pip = useAtomValue(instrumentListAtom)?.find((item) => item.Code === order.ForexTradeLists.Code)?.Pip ?? '0.01';
  const action = useConfirmedAction();
  const offline = useOffline();
  const [question, setQuestion] = useState<React.ReactNode>(null);
  const ask: AskFirst = (text, run) => {
    setQuestion(text);
    action.ask(run);
  };
  const holding = order.Status === OrderStatus.HOLDING;

  return (
    <div className="order-actions">
      <OfflineNote />
      <OrderStops order={order} ask={ask} disabled={action.busy || offline} />
      {holding ? (
        <ClosePosition order={order} pip={pip} ask={ask} busy={action.busy} offline={offline} onGone={onGone} />
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
