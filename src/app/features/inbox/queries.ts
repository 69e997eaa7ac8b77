// Server state of the inbox (issue 20): the last 100 notices with unread marks, the unread count
// the /user bell, the app badge and the toasts share, and the two ways to mark read. Under
// accountKeys.user(id), so another account never sees this one's.
import { inboxCalls } from '../../../contract/calls/inbox.ts';
import type { Inbox } from '../../../contract/push.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { atomWithQuery, queryClient } from '../../lib/query/index.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom, store } from '../../state/store.ts';
import { accountKeys } from '../account/keys.ts';

const api = apiFor(inboxCalls);

export const inboxKeys = {
  /** GET /api/inbox/list. */
  list: (userId: number) => [...accountKeys.user(userId), 'inbox'] as const,
};

export const inboxUserAtom = atom((get) => get(sessionAtom)?.user.id ?? 0);

/** Notices not read yet: set by every read of the list, each NOTICE message and each mark. */
export const inboxUnreadAtom = atom(0);

async function fetchInbox(signal?: AbortSignal): Promise<Inbox> {
  const inbox = await api('inbox', {}, { signal, silent: true });
  store.set(inboxUnreadAtom, inbox.unread);
  return inbox;
}

export const inboxAtom = atomWithQuery((get) => ({
  queryKey: inboxKeys.list(get(inboxUserAtom)),
  queryFn: ({ signal }) => fetchInbox(signal),
  enabled: get(inboxUserAtom) !== 0,
}));

/** Reads the list again now (a NOTICE arrived) and answers it. */
export function refreshInbox(): Promise<Inbox> {
  return queryClient.fetchQuery({ queryKey: inboxKeys.list(store.get(inboxUserAtom)), queryFn: ({ signal }) => fetchInbox(signal), staleTime: 0 });
}

function markedInCache(read: (id: string) => boolean, unread: number) {
  store.set(inboxUnreadAtom, unread);
  queryClient.setQueryData<Inbox>(inboxKeys.list(store.get(inboxUserAtom)), (inbox) => inbox && { unread, data: inbox.data.map((entry) => (read(entry.id) ? { ...entry, read: true } : entry)) });
}

/** Marks one notice read (a tap on it); a failure leaves it unread, to be tried at the next tap. */
export async function markRead(id: string): Promise<void> {
  const { unread } = await api('inboxRead', { id }, { silent: true });
  markedInCache((entryId) => entryId === id, unread);
}

export async function markAllRead(): Promise<void> {
  const { unread } = await api('inboxReadAll', {});
  markedInCache(() => true, unread);
}
