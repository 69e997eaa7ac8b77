// A notice arriving while a signed-in person has the app open (issue 20): a toast, not a system
// notification, and the unread count (the /user bell, the app badge) moved. It arrives twice when
// a push is on: as the NOTICE socket message and as the service worker's message (sw/push-sw.ts
// hands a push to the window in focus instead of showing it, worker-notices.ts hears it); each
// notice is toasted once, by its id (toast-notice.ts).
import { useEffect } from 'react';
import { useChannelMessages } from '../../lib/socket/use-channel.ts';
import { store, useAtomValue } from '../../state/store.ts';
import { followAppBadge } from './app-badge.ts';
import { inboxUnreadAtom, inboxUserAtom, refreshInbox } from './queries.ts';
import { toastNotice } from './toast-notice.ts';

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

  return null;
}
