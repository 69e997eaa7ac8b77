// The free margin the ticket shows (forexDetail's `available`), cached under the user so an
// order's invalidation of accountKeys.user(id) reads it again. (The /order screen keeps its own
// for now; the two are to be merged.)
import type { CallData } from '../../../../contract/calls.ts';
import { api } from '../../../lib/http/index.ts';
import { atomWithQuery } from '../../../lib/query/index.ts';
import { sessionAtom } from '../../../state/session.ts';
import { atom, useAtomValue } from '../../../state/store.ts';
import { accountKeys } from '../../account/keys.ts';

export const ticketKeys = {
  forexDetail: (userId: number) => [...accountKeys.user(userId), 'forex-detail', 'ticket'] as const,
  submit: () => ['trade', 'submit'] as const,
};

const userIdAtom = atom((get) => get(sessionAtom)?.user.id);

const forexDetailQueryAtom = atomWithQuery<CallData<'forexDetail'>>((get) => {
  const userId = get(userIdAtom);
  return {
    queryKey: ticketKeys.forexDetail(userId ?? 0),
    queryFn: ({ signal }) => api('forexDetail', {}, { silent: true, signal }),
    enabled: userId !== undefined,
  };
});

export const useForexDetailQuery = () => useAtomValue(forexDetailQueryAtom);
