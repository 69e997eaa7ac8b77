// Server state of /mine/charge: the deposit addresses and wire channels, one paged record list
// per type, and the two submissions. A submission shows the server's msg and then reads the
// records (everything under accountKeys.user(id)) again.
import type { CallInput } from '../../../contract/calls.ts';
import type { ChargeRecord } from '../../../contract/funding.ts';
import type { z } from 'zod/mini';
import { api } from '../../lib/http/index.ts';
import { atomWithInfiniteQuery, atomWithQuery, pagedQueryOptions, queryClientAtom, type Page, invalidateFromNow } from '../../lib/query/index.ts';
import { userIdAtom } from '../../state/session.ts';
import { store, useAtomValue } from '../../state/store.ts';
import { accountKeys } from '../account/keys.ts';
import { fundingKeys } from './keys.ts';

export const chargeInfoAtom = atomWithQuery((get) => ({
  queryKey: fundingKeys.chargeInfo(get(userIdAtom)),
  queryFn: ({ signal }) => api('chargeInfo', {}, { signal }),
  enabled: get(userIdAtom) !== 0,
}));
export const useChargeInfo = () => useAtomValue(chargeInfoAtom);

export type ChargeRecordRow = z.infer<typeof ChargeRecord>;

/** 0 coin, 1 wire. */
export const ChargeType = { COIN: 0, WIRE: 1 } as const;

const listAtoms = new Map<number, ReturnType<typeof makeListAtom>>();
function makeListAtom(type: 0 | 1) {
  return atomWithInfiniteQuery((get) => ({
    ...pagedQueryOptions(fundingKeys.chargeList(get(userIdAtom), type), (page, signal): Promise<Page<ChargeRecordRow>> => api('chargeList', { type, page }, { signal })),
    enabled: get(userIdAtom) !== 0,
  }));
}
/** The quick_ist list of one type. */
export function chargeListAtom(type: 0 | 1) {
  let listAtom = listAtoms.get(type);
  if (!listAtom) listAtoms.set(type, (listAtom = makeListAtom(type)));
  return listAtom;
}

/** Reads everything of the user again: records, balance, ledger. */
export function refreshAccount(): Promise<void> {
  return invalidateFromNow(store.get(queryClientAtom), accountKeys.user(store.get(userIdAtom)));
}

/** Sends a coin deposit; the server's msg is the toast; errors are toasted by the client. */
export async function submitCoinDeposit(input: CallInput<'chargeSubmit'>): Promise<void> {
  await api('chargeSubmit', input, { announce: true });
  await refreshAccount();
}

/** Sends a wire deposit. */
export async function submitWireDeposit(input: CallInput<'wireSubmit'>): Promise<void> {
  await api('wireSubmit', input, { announce: true });
  await refreshAccount();
}
