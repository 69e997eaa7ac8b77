// One toast per notice that arrives while the app is open (issue 20), whichever way it came: the
// NOTICE socket message (InboxNotices, signed in) or the service worker's message
// (worker-notices.ts, listened to by every visitor).
import type { InboxEntry, PushKind } from '../../../contract/push.ts';
import { showToast } from '../../ui/toast.ts';

/**
 * Kinds another part of the app already tells on screen, so they are not toasted again here:
 * TradeNotices (features/notices) toasts take-profit, stop-loss and trailing-stop closes and the
 * stop-out from FOREX_CLOSED with their slippage, shows the margin-call banner from FOREX_TRADE,
 * and toasts a price alert from its PRICE_ALERT message. They still go to the inbox and move the
 * unread count.
 */
const TOLD_ELSEWHERE = new Set<PushKind>(['tp_sl', 'stop_out', 'margin_call', 'price_alert']);
/** Notice ids toasted in this page (a notice comes by the socket and by the worker). */
const toasted = new Set<string>();

export function toastNotice(notice: Pick<InboxEntry, 'id' | 'kind' | 'title' | 'body'>): void {
  if (TOLD_ELSEWHERE.has(notice.kind) || toasted.has(notice.id)) return;
  toasted.add(notice.id);
  showToast(`${notice.title} — ${notice.body}`, 'info');
}
