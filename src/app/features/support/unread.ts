// The count of operator replies the user has not read: the badge on the user-centre row and on
// the Mine tab. Kept in one atom (unread-count.ts), read once per login and then moved by the CHAT messages (the
// server sends the count when the channel is subscribed, and each push carries it), so it is
// right without polling.
import { useEffect, useRef } from 'react';
import { supportCalls } from '../../../contract/calls/support.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { useChannelMessages } from '../../lib/socket/use-channel.ts';
import { tokenAtom } from '../../state/session.ts';
import { useAtomValue, useSetAtom } from '../../state/store.ts';
import { supportUnreadAtom } from './unread-count.ts';

// The support table alone: the tab bar is on the start of /, which must not carry every call.
const api = apiFor(supportCalls);

/** Keeps supportUnreadAtom in step while logged in; mounted once, by the Mine tab's badge (SupportTabBadge). */
export function useSupportUnreadSync(): number {
  const token = useAtomValue(tokenAtom);
  const setUnread = useSetAtom(supportUnreadAtom);
  // CHAT messages heard so far. Once one has arrived, the socket carries every later change, so
  // an HTTP count answered after it (possibly read before it) must not overwrite it.
  const heard = useRef(0);
  useEffect(() => {
    setUnread(0);
    if (!token) return;
    const controller = new AbortController();
    const before = heard.current;
    api('supportUnread', {}, { silent: true, signal: controller.signal })
      .then((reply) => {
        if (heard.current === before) setUnread(reply.count);
      })
      .catch(() => {
        /* no badge is better than a wrong one; the next push brings the count */
      });
    return () => controller.abort();
  }, [token, setUnread]);
  // The channel's name as a literal: contract/socket.ts (its schemas) stays off the startup path.
  useChannelMessages(token ? 'CHAT' : null, (message) => {
    heard.current++;
    setUnread(message.data.unread);
  });
  return useAtomValue(supportUnreadAtom);
}
