// Server state of /order: one paged my_deal list per tab, the account figures (forexDetail), and
// the order actions. Every action shows the server's msg and then reads the lists and the
// account again (everything under accountKeys.user(id)).
import type { CallData, CallInput } from '../../../contract/calls.ts';
import type { OrderList } from './live.ts';
import { tradeCalls } from '../../../contract/calls/trade.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { atomWithInfiniteQuery, pagedQueryOptions, queryClientAtom, invalidateFromNow } from '../../lib/query/index.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom, store } from '../../state/store.ts';
import { accountKeys } from '../account/keys.ts';
import { orderPageThroughSnapshot } from '../offline/account-snapshot.ts';
import { orderKeys } from './keys.ts';
import { liveTotalsAtom } from './live-totals.ts';

// The trade calls only (not lib/http's every call): /trade's positions load this (issue 21).
const api = apiFor(tradeCalls);

export const userIdAtom = atom((get) => get(sessionAtom)?.user.id ?? 0);

const listAtoms = new Map<number, ReturnType<typeof makeListAtom>>();
function makeListAtom(status: number) {
  return atomWithInfiniteQuery((get) => ({
    // Through the offline snapshot: the first page of holdings and pending orders stands in
    // when the server cannot be reached.
    ...pagedQueryOptions(orderKeys.list(get(userIdAtom), status), (page, signal): Promise<OrderList> =>
      orderPageThroughSnapshot(get(userIdAtom), status, page, () => api('myDeal', { status, page }, { signal, silent: true })),
    ),
    enabled: get(userIdAtom) !== 0,
  }));
}

/** The my_deal list of one tab (1 holdings, 0 pending, 3 history). */
export function orderListAtom(status: number) {
  let listAtom = listAtoms.get(status);
  if (!listAtom) listAtoms.set(status, (listAtom = makeListAtom(status)));
  return listAtom;
}

export { forexDetailAtom, useForexDetail } from '../account/forex-detail.ts';

/**
 * Reads every list and the account again (after an action, or an order closed live). The last
 * FOREX_TRADE totals are dropped first: they counted what just changed, so the summary shows the
 * account as read now (a close-all, a stop-out) instead of waiting for the next push.
 */
export function refreshOrders(): Promise<void> {
  store.set(liveTotalsAtom, null);
  const userId = store.get(userIdAtom);
  return invalidateFromNow(store.get(queryClientAtom), accountKeys.user(userId));
}

/** Runs one order action, shows the server's msg as a toast, then refreshes; errors are toasted by the client. */
export async function runOrderAction<N extends 'close' | 'cancelTrade' | 'setStopPrice' | 'setTargetPrice'>(name: N, params: CallInput<N>): Promise<CallData<N>> {
  try {
    return await api(name, params, { announce: true });
  } finally {
    await refreshOrders();
  }
}
