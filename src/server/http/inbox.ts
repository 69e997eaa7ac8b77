import type { InboxService } from '../notify/inbox/index.ts';
import type { HandlerMap } from './handlers.ts';

/** The logged-in user's own inbox (issue 20); the rules live in notify/inbox/. */
export function inboxHandlers({ inbox }: { inbox: InboxService }): HandlerMap {
  return {
    inbox: ({ user, lang }) => inbox.list(user!.id, lang),
    inboxRead: ({ user, input }) => inbox.read(user!.id, input.id),
    inboxReadAll: ({ user }) => inbox.readAll(user!.id),
  };
}
