import type { SupportMessage } from '../../contract/index.ts';
import type { Bus } from '../bus.ts';
import type { SupportMessageRow } from '../db/support-repository.ts';
import type { ChatChange, ChatFeed } from '../engine/support/index.ts';

/** The bus channel of one user's thread; the socket hub maps the private CHAT channel to it. */
export const chatChannel = (userId: number) => `CHAT:${userId}`;

/** A message as the user sees it: `mine` is their own message. */
export function supportMessageWire(row: SupportMessageRow): SupportMessage {
  return { id: Number(row.id), mine: Number(row.from_operator) === 0, text: row.text, image: row.image, created_at: Number(row.created_at), read: row.read_at !== null };
}

/** A thread's changes as CHAT frames on the user's channel (each of their open chats shows them at once). */
export function chatFeed(bus: Bus): ChatFeed {
  return {
    changed(userId: number, change: ChatChange, unread: number) {
      const data = { ...(change.message ? { message: supportMessageWire(change.message) } : {}), ...(change.read ? { read: change.read } : {}), unread };
      bus.publish(chatChannel(userId), { type: 'CHAT', data });
    },
  };
}
