import { Trans, useLingui } from '@lingui/react/macro';
import { OrderStatus } from '../../../contract/orders.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { tradeCalls } from '../../../contract/calls/trade.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useOffline } from '../offline/OfflineNote.tsx';
import { showToast } from '../../ui/toast.ts';
import { orderListAtom, refreshOrders } from './queries.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';

const api = apiFor(tradeCalls);

/**
 * Closes every holding after a confirmation. There is no close-all call: each loaded holding is
 * closed in turn (all pages of holdings are read first, not only those on screen), and one toast
 * counts the result.
 */
async function allHoldingIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page += 1) {
    const reply = await api('myDeal', { status: OrderStatus.HOLDING, page });
    ids.push(...reply.data.map((order) => order.Id));
    if (reply.data.length === 0 || ids.length >= reply.total) break;
  }
  return ids;
}

export function CloseAllButton() {
  const { t } = useLingui();
  const list = usePagedList<{ Id: number }>(orderListAtom(OrderStatus.HOLDING));
  const action = useConfirmedAction();
  const offline = useOffline();
  const closeAll = async () => {
    let closed = 0;
    const ids = await allHoldingIds();
    try {
      for (const id of ids) {
        await api('close', { id }).then(
          () => (closed += 1),
          () => undefined,
        );
      }
    } finally {
      await refreshOrders();
    }
    const total = ids.length;
    showToast(t`Closed ${closed} of ${total} positions`, closed === total ? 'success' : 'error');
  };
  return (
    <>
      <button type="button" className="order-close-all" disabled={list.items.length === 0 || action.busy || offline} onClick={() => action.ask(closeAll)}>
        <Trans>Close all</Trans>
      </button>
      <ConfirmDialog
        open={action.open}
        title={<Trans>Close all positions?</Trans>}
        confirmLabel={<Trans>Close all</Trans>}
        danger
        busy={action.busy}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      >
        <Trans>Every open position is closed at the market price.</Trans>
      </ConfirmDialog>
    </>
  );
}
