// Placing an order: the server's submit with the attempt's client_key (a retry of the same
// attempt sends the same key, so it can never open a second order). The server's msg ("order
// confirmed") is the toast; afterwards everything cached for the user (free margin, balance,
// orders) is read again. A refusal is toasted by the HTTP client.
import type { CallData, CallInput } from '../../../../contract/calls.ts';
import { tradeCalls } from '../../../../contract/calls/trade.ts';
import { apiFor } from '../../../lib/http/wiring.ts';
import { atomWithMutation, invalidateFromNow } from '../../../lib/query/index.ts';
import { sessionAtom } from '../../../state/session.ts';
import { useAtomValue } from '../../../state/store.ts';
import { accountKeys } from '../../account/keys.ts';
import { ticketKeys } from './keys.ts';

// The trade calls only (not lib/http's every call): /trade loads this with the ticket (issue 21).
const api = apiFor(tradeCalls);

export type SubmitInput = CallInput<'submit'>;

const submitMutationAtom = atomWithMutation<CallData<'submit'>, SubmitInput>((get) => {
  const userId = get(sessionAtom)?.user.id;
  return {
    mutationKey: ticketKeys.submit(),
    mutationFn: (input) => api('submit', input, { announce: true }),
    onSettled: (_d, _e, _v, _c, { client }) => (userId === undefined ? undefined : invalidateFromNow(client, accountKeys.user(userId))),
  };
});

export const useSubmitMutation = () => useAtomValue(submitMutationAtom);

/** One key per order attempt. */
export function newClientKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
