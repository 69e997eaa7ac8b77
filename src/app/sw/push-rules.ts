// What the service worker does with a push and a tap, as plain functions (tests/app/push-rules.test.ts).
// Type imports only: the worker's script (push-sw.ts) must stay one file with no chunk to load.
import type { PushKind, PushPayload } from '../../contract/push.ts';

const KINDS: readonly PushKind[] = ['order_filled', 'tp_sl', 'margin_call', 'stop_out', 'funding', 'identity', 'support', 'price_alert'];

/**
 * The push's JSON when it is a notice of ours, else null (a stray or garbled push). Checked by
 * hand rather than with the contract's zod schema, which would bring zod into the worker. `url`
 * must be a path of this app: a push never sends a tap to another site.
 */
export function payloadOf(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const p = data as Record<string, unknown>;
  const strings = ['title', 'body', 'url', 'tag', 'id'].every((key) => typeof p[key] === 'string');
  if (!strings || typeof p.at !== 'number' || !KINDS.includes(p.kind as PushKind)) return null;
  if (!(p.url as string).startsWith('/') || (p.url as string).startsWith('//')) return null;
  return p as unknown as PushPayload;
}

/** What the worker needs to know of a window of the app. */
export interface WindowLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/**
 * The open window that takes a notice itself (as a toast) instead of a system notification: one
 * the person is looking at. Chrome requires a notification for every push unless a window of the
 * site has the focus, so a visible but unfocused window is not enough.
 */
export function windowShowingApp<W extends WindowLike>(windows: readonly W[]): W | undefined {
  return windows.find((w) => w.focused && w.visibilityState === 'visible');
}

/** The window a tap brings forward and sends to the notice's screen: the focused one, else a visible one, else any. */
export function windowForTap<W extends WindowLike>(windows: readonly W[]): W | undefined {
  return windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
}

/** The message a window of the app receives for a push it shows itself (features/inbox listens). */
export const PUSH_MESSAGE = 'lotwise-push';
export interface PushMessage {
  type: typeof PUSH_MESSAGE;
  payload: PushPayload;
}
