// Server state of /mine/auth: the identity check as the server holds it, and the submission,
// which shows the server's msg and reads the check again.
import type { CallInput } from '../../../contract/calls.ts';
import { api } from '../../lib/http/index.ts';
import { atomWithQuery, queryClientAtom, invalidateFromNow } from '../../lib/query/index.ts';
import { userIdAtom } from '../../state/session.ts';
import { store, useAtomValue } from '../../state/store.ts';
import { fundingKeys } from '../funding/keys.ts';

export const identityAtom = atomWithQuery((get) => ({
  queryKey: fundingKeys.identity(get(userIdAtom)),
  queryFn: ({ signal }) => api('realNameCenter', {}, { signal }),
  enabled: get(userIdAtom) !== 0,
}));
export const useIdentity = () => useAtomValue(identityAtom);

export async function submitIdentity(input: CallInput<'realName'>): Promise<void> {
  await api('realName', input, { announce: true });
  await invalidateFromNow(store.get(queryClientAtom), fundingKeys.identity(store.get(userIdAtom)));
}
