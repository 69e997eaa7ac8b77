// The support chat (not in SPEC.md; issue 10 item 4): the logged-in user's thread with the
// operators, demo included. calls.ts joins every domain's table into the one table the server
// registers.
import { z } from 'zod/mini';
import { idInput } from '../decimal.ts';
import { SUPPORT_TEXT_MAX, SupportHistory, SupportMessage, SupportUnread } from '../support.ts';
import { get, form, done, none, optionalText, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

// Built at first use (z.lazy, as in calls/market.ts): a first screen sends none of these.
export const supportCalls = lazyCalls(
  () =>
    ({
      /** A page of the thread, oldest first; `before`: the id of the oldest message shown (absent: the newest page). */
      supportHistory: get(
        '/api/support/history',
        z.lazy(() => z.object({ before: z.optional(idInput) })),
        SupportHistory,
        'session',
      ),
      /** A text (1 to SUPPORT_TEXT_MAX characters, checked by the server) or the url of one of the user's own pictures. */
      supportSend: form(
        '/api/support/send',
        z.lazy(() => z.object({ text: z._default(z.string().check(z.trim(), z.maxLength(SUPPORT_TEXT_MAX * 2)), ''), image: optionalText(500) })),
        SupportMessage,
        'session',
      ),
      /** Marks the operators' replies read. */
      supportRead: { ...form('/api/support/read', none, done, 'session'), silent: true },
      /** Operator replies the user has not read yet (the badge). */
      supportUnread: { ...get('/api/support/unread', none, SupportUnread, 'session'), silent: true },
    }) satisfies Record<string, CallDef>,
);
