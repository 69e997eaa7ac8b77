// Live updates of /order: FOREX_TRADE moves each holding's price and profit and the totals;
// FOREX_CLOSED takes the order out of the holdings, says why, and reads the lists again.
import { useLingui } from '@lingui/react/macro';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { useChannelMessages } from '../../lib/socket/use-channel.ts';
import { queryClientAtom } from '../../lib/query/index.ts';
import { atom, store } from '../../state/store.ts';
import { showToast } from '../../ui/toast.ts';
import { OrderStatus } from '../../../contract/orders.ts';
import { closeReasonText } from './close-reason.ts';
import { orderKeys } from './keys.ts';
import { applyTradePush, pushOutdatesLists, removeOrder, type OrderPages, type TradePush } from './live.ts';
import { refreshOrders, userIdAtom } from './queries.ts';

/** The latest FOREX_TRADE totals (null until one arrives, or after a close made them stale). */
export const liveTotalsAtom = atom<TradePush | null>(null);

const SELF_REASONS = new Set(['user', 'cancelled']);

// One re-read at a time: pushes come every second, a re-read may take longer.
let rereading: Promise<void> | null = null;
function rereadOnce() {
  rereading ??= refreshOrders().finally(() => (rereading = null));
}

export function useLiveOrders(onClosed: (id: number) => void): void {
  const { i18n } = useLingui();
  const holdingsKey = () => orderKeys.list(store.get(userIdAtom), OrderStatus.HOLDING);
  const pendingKey = () => orderKeys.list(store.get(userIdAtom), OrderStatus.PENDING);
  const client = () => store.get(queryClientAtom);

  useChannelMessages(CHANNEL.FOREX_TRADE, ({ data }) => {
    store.set(liveTotalsAtom, data);
    // A pending order that filled appears here first: read the lists again, so it moves tabs live.
    if (pushOutdatesLists(data, client().getQueryData<OrderPages>(holdingsKey()), client().getQueryData<OrderPages>(pendingKey()))) rereadOnce();
    client().setQueryData<OrderPages>(holdingsKey(), (pages) => (pages ? applyTradePush(pages, data) : pages));
  });

  useChannelMessages(CHANNEL.FOREX_CLOSED, ({ data }) => {
    client().setQueryData<OrderPages>(holdingsKey(), (pages) => (pages ? removeOrder(pages, data.Id) : pages));
    onClosed(data.Id);
    // The user's own close or cancel already showed the server's msg; anything else says why here.
    if (!SELF_REASONS.has(data.reason ?? '')) showToast(i18n._(closeReasonText(data.reason)), data.reason === 'take_profit' ? 'success' : 'info');
    void refreshOrders();
  });
}
