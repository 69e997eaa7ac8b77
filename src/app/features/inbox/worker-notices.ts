// The service worker's messages to this window (sw/push-sw.ts): a push that arrived while the app
// had the focus (a toast instead of a system notification), and a tap on a notification that the
// worker could not bring this window to itself. Listened to on every start, signed in or not: a
// notification shown before a logout can still be tapped after it.
import { useEffect } from 'react';
import type { PushPayload } from '../../../contract/push.ts';
import type { PushMessage } from '../../sw/push-rules.ts';
import { toastNotice } from './toast-notice.ts';

/** The worker's message type, written out: importing the worker's module would split it into a chunk it cannot load. The type keeps the two equal. */
const PUSH_MESSAGE: PushMessage['type'] = 'lotwise-push';

interface WorkerMessage {
  type?: string;
  payload?: PushPayload | null;
  open?: boolean;
}

export function useWorkerNotices(): void {
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
}
