// The user centre's balance (GET /v1/api/main/wallet/getBalance), the demo reset that changes
// it, and the eye toggle that hides it. The balance is cached under the id of the user it
// belongs to: /user shows it at once when revisited (SPEC.md section 2) and refreshes it behind,
// and after a logout another account never sees the old figure.
import { z } from 'zod/mini';
import type { CallData } from '../../../contract/calls.ts';
import { api } from '../../lib/http/index.ts';
import { atomWithMutation, atomWithQuery, queryClientAtom, invalidateFromNow } from '../../lib/query/index.ts';
import { persistedAtom } from '../../state/persisted.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom, store, useAtomValue } from '../../state/store.ts';
import { accountKeys } from './keys.ts';

/** Hidden or shown, remembered on the device. */
export const balanceHiddenAtom = persistedAtom<boolean>('balance_hidden', z.boolean(), false);

type Balance = CallData<'getBalance'>;

const userIdAtom = atom((get) => get(sessionAtom)?.user.id);

export const balanceQueryAtom = atomWithQuery<Balance>((get) => {
  const userId = get(userIdAtom);
  return {
    queryKey: accountKeys.balance(userId ?? 0),
    // Silent: the figure itself shows the failure with a retry, a toast would repeat it.
    queryFn: ({ signal }) => api('getBalance', {}, { silent: true, signal }),
    enabled: userId !== undefined,
    gcTime: Number.POSITIVE_INFINITY,
  };
});

export const useBalanceQuery = () => useAtomValue(balanceQueryAtom);

/** The current user's balance: a decimal string, null while unknown; `failed` when the last load failed. */
export const balanceAtom = atom((get) => {
  const query = get(balanceQueryAtom);
  return { userId: get(userIdAtom), balance: query.data?.balance ?? null, failed: query.isError };
});

/** Reads the balance again; a read already on its way is joined, not restarted. */
export function refreshBalance(): Promise<void> {
  const userId = store.get(userIdAtom);
  if (userId === undefined) return Promise.resolve();
  return store.get(queryClientAtom).refetchQueries({ queryKey: accountKeys.balance(userId) }, { cancelRefetch: false });
}

/**
 * Closes the demo account's orders and restores its starting balance; the server says so in a
 * toast. Afterwards everything cached for this user is stale and read again (the balance now,
 * the orders once they have a screen); the mutation ends when the new balance is in.
 */
export const resetDemoMutationAtom = atomWithMutation<Balance>((get) => {
  const userId = get(userIdAtom);
  return {
    mutationKey: accountKeys.resetDemo(),
    mutationFn: () => api('resetDemo', {}, { announce: true }),
    onSuccess: (_reply, _variables, _context, { client }) => (userId === undefined ? undefined : invalidateFromNow(client, accountKeys.user(userId))),
  };
});

export const useResetDemoMutation = () => useAtomValue(resetDemoMutationAtom);
