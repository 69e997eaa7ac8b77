// Server state of the money-out screens: payout currencies, bound payout accounts and withdrawal
// records, one query each per type and user (the identity check is the identity feature's); and the actions (bind,
// delete, withdraw), which show the server's msg as a toast and then read everything under the
// user again (balance, frozen amount, lists).
import type { CallData, CallInput } from '../../../contract/calls.ts';
import { api } from '../../lib/http/index.ts';
import { atomWithInfiniteQuery, atomWithQuery, pagedQueryOptions, queryClientAtom, invalidateFromNow } from '../../lib/query/index.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom, store, useAtomValue } from '../../state/store.ts';
import { accountKeys } from '../account/keys.ts';
import { payoutKeys, type PayoutType } from './keys.ts';

export type DrawCurrency = CallData<'drawSymbolList'>[number];
export type DrawMethod = CallData<'getDrawMethod'>[number];
export type DrawRecord = CallData<'drawList'>['data'][number];

const userIdAtom = atom((get) => get(sessionAtom)?.user.id ?? 0);

/** One atom per type, made on first use and kept (a type's atom is the same on every screen). */
function perType<T>(make: (type: PayoutType) => T): (type: PayoutType) => T {
  const made = new Map<PayoutType, T>();
  return (type) => {
    let value = made.get(type);
    if (value === undefined) made.set(type, (value = make(type)));
    return value;
  };
}

export const currenciesAtom = perType((type) =>
  atomWithQuery((get) => ({
    queryKey: payoutKeys.currencies(get(userIdAtom), type),
    queryFn: ({ signal }) => api('drawSymbolList', { type }, { signal }),
    enabled: get(userIdAtom) !== 0,
  })),
);

export const methodsAtom = perType((type) =>
  atomWithQuery((get) => ({
    queryKey: payoutKeys.methods(get(userIdAtom), type),
    queryFn: ({ signal }) => api('getDrawMethod', { draw_type: type }, { signal }),
    enabled: get(userIdAtom) !== 0,
  })),
);

export const drawListAtom = perType((type) =>
  atomWithInfiniteQuery((get) => ({
    ...pagedQueryOptions(payoutKeys.draws(get(userIdAtom), type), (page, signal) => api('drawList', { type, page }, { signal, silent: true })),
    enabled: get(userIdAtom) !== 0,
  })),
);

export const useCurrencies = (type: PayoutType) => useAtomValue(currenciesAtom(type));
export const useMethods = (type: PayoutType) => useAtomValue(methodsAtom(type));

/** Reads everything of the current user again: balances, frozen amount, payout lists and records. */
export function refreshMoney(): Promise<void> {
  return invalidateFromNow(store.get(queryClientAtom), accountKeys.user(store.get(userIdAtom)));
}

/**
 * Runs a money action (bind, delete, withdraw): the server's msg is shown as a toast, a refusal
 * by the HTTP client; afterwards the user's figures and lists are read again either way.
 */
export async function runMoneyAction<N extends 'bindDrawMethod' | 'delDrawMethod' | 'draw'>(name: N, params: CallInput<N>): Promise<CallData<N>> {
  try {
    return await api(name, params, { announce: true });
  } finally {
    await refreshMoney();
  }
}
