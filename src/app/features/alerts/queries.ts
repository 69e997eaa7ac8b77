// Server state of price alerts: the list (TanStack Query, read by /user's section) and the
// actions, each of which reads the list again afterwards. A refusal is the HTTP client's toast.
import { alertCalls } from '../../../contract/calls/alerts.ts';
import type { AlertKind } from '../../../contract/alerts.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { atomWithQuery, queryClientAtom } from '../../lib/query/index.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom, store, useAtomValue } from '../../state/store.ts';
import { alertKeys } from './keys.ts';

const api = apiFor(alertCalls);
const userIdAtom = atom((get) => get(sessionAtom)?.user.id ?? 0);

export const alertsAtom = atomWithQuery((get) => ({
  queryKey: alertKeys.list(get(userIdAtom)),
  queryFn: ({ signal }) => api('priceAlerts', {}, { signal }),
  enabled: get(userIdAtom) !== 0,
}));

export const useAlerts = () => useAtomValue(alertsAtom);

/** Reads the list again (after a change here, or an alert that fired). */
export const refreshAlerts = () => store.get(queryClientAtom).invalidateQueries({ queryKey: alertKeys.list(store.get(userIdAtom)) });

async function thenRefresh<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } finally {
    void refreshAlerts();
  }
}

/** A new alert (no `id`) or a new condition for one (`id`). */
export const saveAlert = (condition: { kind: AlertKind; value: string }, target: { id: number } | { forexId: number }) =>
  thenRefresh('id' in target ? api('editPriceAlert', { id: target.id, ...condition }) : api('createPriceAlert', { forex_id: target.forexId, ...condition }));

export const deleteAlert = (id: number) => thenRefresh(api('deletePriceAlert', { id }));
