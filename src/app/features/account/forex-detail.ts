// The account's figures (GET /v1/api/main/account/forexDetail: balance, frozen, margin, equity,
// available, risk rate), one query for /order's totals and the ticket's free margin, kept under
// the user so a money mutation's invalidation of accountKeys.user(id) reads it again.
import { api } from '../../lib/http/index.ts';
import { atomWithQuery } from '../../lib/query/index.ts';
import { forexDetailThroughSnapshot } from '../offline/account-snapshot.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom, useAtomValue } from '../../state/store.ts';
import { accountKeys } from './keys.ts';

export const forexDetailKey = (userId: number) => [...accountKeys.user(userId), 'forex-detail'] as const;

const userIdAtom = atom((get) => get(sessionAtom)?.user.id ?? 0);

export const forexDetailAtom = atomWithQuery((get) => ({
  queryKey: forexDetailKey(get(userIdAtom)),
  // Through the offline snapshot: the last figures stand in when the server cannot be reached.
  queryFn: ({ signal }) => forexDetailThroughSnapshot(get(userIdAtom), () => api('forexDetail', {}, { signal, silent: true })),
  enabled: get(userIdAtom) !== 0,
}));

export const useForexDetail = () => useAtomValue(forexDetailAtom);
