// Live updates of /order: FOREX_TRADE moves each holding's price and profit and the totals;
// FOREX_CLOSED takes the order out of the holdings and reads the lists and the account again
// (the toast saying why comes from features/notices, on every screen).
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { useChannelMessages } from '../../lib/socket/use-channel.ts';
import { queryClientAtom } from '../../lib/query/index.ts';
import { store } from '../../state/store.ts';
import { OrderStatus } from '../../../contract/orders.ts';
import { orderKeys } from './keys.ts';
import { applyTradePush, pushOutdatesLists, removeOrder, type OrderPages } from './live.ts';
import { refreshOrders, userIdAtom } from './queries.ts';

import { liveTotalsAtom } from './live-totals.ts';

export { liveTotalsAtom };

// One re-read at a time: pushes come every second, a re-read may take longer.
let rereading: Promise<void> | null = null;
function rereadOnce() {
  rereading ??= refreshOrders().finally(() => (rereading = null));
}

export function useLiveOrders(onClosed: (id: number) => void): void {
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
    // The last push's totals counted the closed position: refreshOrders drops them and reads the
    // account's figures again at once (a stop-out, a trigger); the next push takes over from them.
    void refreshOrders();
  });
}
