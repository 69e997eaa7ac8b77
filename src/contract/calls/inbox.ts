// The in-app inbox (issue 20): the logged-in user's last 100 notices (demo included), with unread
// marks; a NOTICE socket message tells an open app of each new one. Not in SPEC.md.
import { z } from 'zod/mini';
import { Inbox } from '../push.ts';
import { filled, form, get, none, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

const Unread = z.object({ unread: z.int() });

export const inboxCalls = lazyCalls(
  () =>
    ({
      /** The newest notices first, each in the request's language, and the unread count. */
      inbox: get('/api/inbox/list', none, Inbox, 'session'),
      /** Marks one notice read (its id, as the list and the push payload name it); answers the unread count. */
      inboxRead: form('/api/inbox/read', z.object({ id: filled(100) }), Unread, 'session'),
      /** Marks every notice read. */
      inboxReadAll: form('/api/inbox/read_all', none, Unread, 'session'),
    }) satisfies Record<string, CallDef>,
);
