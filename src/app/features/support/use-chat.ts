import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportMessage } from '../../../contract/support.ts';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { api } from '../../lib/http/index.ts';
import { useChannelMessages } from '../../lib/socket/use-channel.ts';
import { useSetAtom } from '../../state/store.ts';
import { supportUnreadAtom } from './unread-count.ts';

/** Messages by id (a push and the send's own answer bring the same one), oldest first. */
function merge(list: readonly SupportMessage[], add: readonly SupportMessage[]): SupportMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of add) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export type ChatStatus = 'loading' | 'ready' | 'failed';

/**
 * The user's support thread: the newest page, older pages on demand, what arrives on the CHAT
 * channel (replies, the user's messages from another device, "read" when an operator has read
 * them), and sending. Replies that arrive while the chat is open are marked read at once.
 */
export function useChat() {
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [more, setMore] = useState(false);
  const [status, setStatus] = useState<ChatStatus>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const setUnread = useSetAtom(supportUnreadAtom);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const markRead = useCallback(() => {
    setUnread(0);
    api('supportRead', {}, { silent: true }).catch(() => {
      /* the badge comes back with the next push; nothing to tell the user */
    });
  }, [setUnread]);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const page = await api('supportHistory', {}, { silent: true });
      if (!alive.current) return;
      setMessages((current) => merge(current, page.data));
      setMore(page.more);
      setStatus('ready');
      if (page.data.some((m) => !m.mine && !m.read)) markRead();
    } catch {
      if (alive.current) setStatus('failed');
    }
  }, [markRead]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadOlder = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await api('supportHistory', { before: oldest.id });
      if (!alive.current) return;
      setMessages((current) => merge(current, page.data));
      setMore(page.more);
    } catch {
      /* the client showed the error; the button stays for another try */
    } finally {
      if (alive.current) setLoadingOlder(false);
    }
  }, [messages, loadingOlder]);

  useChannelMessages(CHANNEL.CHAT, (push) => {
    setUnread(push.data.unread);
    const message = push.data.message;
    if (message) {
      setMessages((current) => merge(current, [message]));
      if (!message.mine && document.visibilityState === 'visible') markRead();
    }
    if (push.data.read) setMessages((current) => current.map((m) => (m.mine ? { ...m, read: true } : m)));
  });

  /** Sends a text or a picture url; resolves true when stored (the server's refusal shows as a toast). */
  const send = useCallback(async (content: { text?: string; image?: string }): Promise<boolean> => {
    try {
      const sent = await api('supportSend', { text: content.text ?? '', image: content.image });
      if (alive.current) setMessages((current) => merge(current, [sent]));
      return true;
    } catch {
      return false;
    }
  }, []);

  return { messages, more, status, loadingOlder, load, loadOlder, send };
}

export type Chat = ReturnType<typeof useChat>;
