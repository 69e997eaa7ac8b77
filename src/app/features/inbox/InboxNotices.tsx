// A notice arriving while the app is open (issue 20): a toast, not a system notification, and the
// unread count (the /user bell, the app badge) moved. It arrives twice when a push is on: as the
// NOTICE socket message and as the service worker's message (sw/push-sw.ts hands a push to the
// window in focus instead of showing it); each notice is toasted once, by its id.
import { useEffect } from 'react';
import type { InboxEntry, PushKind, PushPayload } from '../../../contract/push.ts';
import { useChannelMessages } from '../../lib/socket/use-channel.ts';
import { store, useAtomValue } from '../../state/store.ts';
import { showToast } from '../../ui/toast.ts';
import type { PushMessage } from '../../sw/push-rules.ts';
import { followAppBadge } from './app-badge.ts';
import { inboxUnreadAtom, inboxUserAtom, refreshInbox } from './queries.ts';

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

function toastNotice(notice: Pick<InboxEntry, 'id' | 'kind' | 'title' | 'body'>): void {
  if (TOLD_ELSEWHERE.has(notice.kind) || toasted.has(notice.id)) return;
  toasted.add(notice.id);
  showToast(`${notice.title} — ${notice.body}`, 'info');
}

/** The worker's message type, written out: importing the worker's module would split it into a chunk it cannot load. The type keeps the two equal. */
const PUSH_MESSAGE: PushMessage['type'] = 'lotwise-push';

interface WorkerMessage {
  type?: string;
  payload?: PushPayload | null;
  open?: boolean;
}

export function InboxNotices() {
  const userId = useAtomValue(inboxUserAtom);
  useEffect(() => followAppBadge(), []);
  useEffect(() => {
    const root = document.documentElement;
    if (userId === 0) {
      store.set(inboxUnreadAtom, 0);
      delete root.dataset.inboxNotices;
    } else {
      // Listening (the NOTICE channel was asked for before this read), for support and tests.
      void refreshInbox()
        .then(() => void (root.dataset.inboxNotices = 'live'))
        .catch(() => undefined);
    }
  }, [userId]);

  useChannelMessages(userId !== 0 ? 'NOTICE' : null, (message) => {
    store.set(inboxUnreadAtom, message.data.unread);
    const { id } = message.data;
    void refreshInbox()
      .then((inbox) => {
        const entry = inbox.data.find((e) => e.id === id);
        if (entry) toastNotice(entry);
      })
      .catch(() => undefined);
  });

  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return undefined;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const { type, payload, open } = event.data ?? {};
      if (type !== PUSH_MESSAGE || !payload) return;
      // A tap on a notification that could not navigate this window itself (one the worker does
      // not control). A plain load, not the router: importing it here would split it off the start of /.
      if (open) window.location.assign(payload.url);
      else toastNotice(payload);
    };
    worker.addEventListener('message', onMessage);
    worker.startMessages();
    return () => worker.removeEventListener('message', onMessage);
  }, []);
  return null;
}
