import { z } from 'zod/mini';

// Web push notifications (issue 20). The server sends them; the app subscribes a device, picks
// the kinds it wants and shows what arrives (its service worker).

/**
 * What a person can opt into, one switch each: a pending order filled; a take-profit, stop-loss
 * or trailing stop hit; a margin call (margin level at or below 100 %); a stop-out; a deposit or
 * withdrawal decided; the identity check decided; a support reply; a price alert.
 */
export const PUSH_KINDS = ['order_filled', 'tp_sl', 'margin_call', 'stop_out', 'funding', 'identity', 'support', 'price_alert'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const isPushKind = (value: string): value is PushKind => (PUSH_KINDS as readonly string[]).includes(value);

/**
 * The decrypted body of every push (JSON). `title` and `body` are already in the language the
 * device subscribed with, numbers in its formats, so the service worker shows them as they are.
 * `url`: the app screen a tap opens (same origin, path and query). `tag`: notifications with the
 * same tag replace each other (one margin call at a time, one per order). `id`: unique per event,
 * for an inbox to keep each once. `at`: when it happened (ms since 1970). Nothing else: no
 * balance, no message text; the app reads the details from the API after opening.
 */
export const PushPayload = z.lazy(() =>
  z.object({
    kind: z.enum(PUSH_KINDS),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    tag: z.string(),
    id: z.string(),
    at: z.number(),
  }),
);
export type PushPayload = z.output<typeof PushPayload>;

/**
 * The kinds as the wire sends them: comma-separated (form and query bodies carry no arrays), or
 * repeated fields. Empty: subscribed, with every kind off.
 */
export const pushKindsInput = z.lazy(() =>
  z.pipe(
    z._default(z.union([z.string(), z.array(z.string())]), ''),
    z.pipe(
      z.transform((v: string | string[]) => [
        ...new Set(
          (Array.isArray(v) ? v.join(',') : v)
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]),
      z.array(z.enum(PUSH_KINDS)),
    ),
  ),
);

/** This device's subscription as the server holds it: whether there is one, and its kinds. */
export const PushDevice = z.lazy(() => z.object({ subscribed: z.boolean(), kinds: z.array(z.enum(PUSH_KINDS)) }));
export type PushDevice = z.output<typeof PushDevice>;

/** The newest notices a user's inbox keeps (the oldest beyond it go). */
export const INBOX_SIZE = 100;

/**
 * One notice of the in-app inbox: every notice the server makes for the user, pushed or not.
 * `id` is the notice's id, the same as the push payload's (so a tapped notification can mark its
 * entry read); `title` and `body` in the reader's language, as the notification shows them.
 */
export const InboxEntry = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(PUSH_KINDS),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    at: z.number(),
    read: z.boolean(),
  }),
);
export type InboxEntry = z.output<typeof InboxEntry>;

/** The inbox (newest first) and how many of it are unread. */
export const Inbox = z.lazy(() => z.object({ data: z.array(InboxEntry), unread: z.int() }));
export type Inbox = z.output<typeof Inbox>;
