import { z } from 'zod/mini';

/** A support chat message's text, in characters, checked by the app and again by the server. */
export const SUPPORT_TEXT_MAX = 2000;
/** Messages one history page holds. */
export const SUPPORT_PAGE_SIZE = 30;

// Built at first use (z.lazy): the start of every screen imports these, few parse them.
/**
 * One message of the user's support thread (not in SPEC.md; issue 10). `mine`: written by the
 * user (false: an operator's reply). Either `text` or `image` (a picture url from image_upload,
 * read with the token like every picture) is set. created_at: milliseconds since 1970, for the
 * app to show in the reader's locale and time zone.
 */
export const SupportMessage = z.lazy(() =>
  z.object({
    id: z.int(),
    mine: z.boolean(),
    text: z.string(),
    image: z.string(),
    created_at: z.number(),
    /** The other side has seen it (for the user's own messages: the operator). */
    read: z.boolean(),
  }),
);
export type SupportMessage = z.output<typeof SupportMessage>;

/** A page of history, oldest first; `more`: older messages exist before the first. */
export const SupportHistory = z.lazy(() => z.object({ data: z.array(SupportMessage), more: z.boolean() }));
export type SupportHistory = z.output<typeof SupportHistory>;

export const SupportUnread = z.lazy(() => z.object({ count: z.int() }));
