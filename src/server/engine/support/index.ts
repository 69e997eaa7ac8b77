import { SUPPORT_PAGE_SIZE, SUPPORT_TEXT_MAX } from '../../../contract/index.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { supportRepository as repo, type SupportMessageRow } from '../../db/support-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { SupportMessageInvalid, SupportTooMany } from '../../errors.ts';
import type { Uploads } from '../uploads/index.ts';

/** Messages one user may send per window: a conversation, not a flood. */
export const SUPPORT_PER_WINDOW = 20;
export const SUPPORT_WINDOW_MS = 10 * 60 * 1000;

type Row = SupportMessageRow;

/** A change of one user's thread: a new message, or the operator having read theirs. */
export interface ChatChange {
  message?: Row;
  read?: true;
}

/** Where a thread's changes go live, with the user's unread count (http/support-wire.ts sends them to the user's open chats). */
export interface ChatFeed {
  changed(userId: number, change: ChatChange, unread: number): void;
}

/** A message's text or picture, checked: the text counted as a person sees characters, the picture one of the user's own. */
async function content(uploads: Uploads, userId: number, input: { text?: string; image?: string }): Promise<{ text: string; image: string }> {
  const text = (input.text ?? '').trim();
  const imageUrl = (input.image ?? '').trim();
  if ([...text].length > SUPPORT_TEXT_MAX || (text === '' && imageUrl === '')) throw new SupportMessageInvalid({ max: SUPPORT_TEXT_MAX });
  const image = imageUrl === '' ? '' : await uploads.ownUrl(userId, imageUrl);
  return { text, image };
}

/**
 * The support chat (issue 10 item 4): one thread per user with the operators, stored in
 * support_messages. Every new message, and the operator reading the thread, is published on the
 * user's CHAT channel so an open chat shows it at once. The operator's side (threads, reading,
 * replying) is used by engine/operations/support.ts.
 */
export function createSupport(deps: { db: Executor; clock: Clock; bus: Bus; uploads: Uploads; feed: ChatFeed }) {
  const { db, clock, bus, uploads, feed } = deps;

  const unreadForUser = (userId: number) => repo.unread(db, userId, true);

  async function push(userId: number, change: ChatChange) {
    feed.changed(userId, change, await unreadForUser(userId));
  }

  function insert(ex: Executor, userId: number, values: { fromOperator: boolean; operator?: string; text: string; image: string }): Promise<Row> {
    return repo.insert(ex, { user_id: userId, from_operator: values.fromOperator, operator: values.operator ?? '', text: values.text, image: values.image, created_at: clock.now() });
  }

  return {
    unreadForUser,

    /** A page of the user's own thread, oldest first; `before` pages back from a message id. */
    async history(userId: number, before?: number): Promise<{ rows: Row[]; more: boolean }> {
      const rows = await repo.page(db, userId, before, SUPPORT_PAGE_SIZE + 1);
      const more = rows.length > SUPPORT_PAGE_SIZE;
      return { rows: rows.slice(0, SUPPORT_PAGE_SIZE).reverse(), more };
    },

    /** The user writes: checked, limited per user, stored, and pushed to their other devices. */
    async send(userId: number, input: { text?: string; image?: string }): Promise<Row> {
      const message = await content(uploads, userId, input);
      const now = clock.now();
      const recent = await repo.sentSince(db, userId, now - SUPPORT_WINDOW_MS);
      if (recent.length >= SUPPORT_PER_WINDOW) {
        const freeAt = recent[recent.length - SUPPORT_PER_WINDOW]! + SUPPORT_WINDOW_MS;
        throw new SupportTooMany({ minutes: Math.max(1, Math.ceil((freeAt - now) / 60_000)) });
      }
      const row = await insert(db, userId, { fromOperator: false, ...message });
      await push(userId, { message: row });
      return row;
    },

    /** The user has seen the operators' replies. */
    async markRead(userId: number): Promise<void> {
      if ((await repo.markRead(db, userId, true, clock.now())) > 0) await push(userId, {});
    },

    /** Every thread, the ones with unread user messages first, then the latest. */
    async threads() {
      const rows = await repo.threads(db);
      return rows
        .map((r) => ({
          user_id: Number(r.user_id),
          uid: r.uid,
          email: r.email,
          demo: Number(r.is_demo) === 1,
          messages: Number(r.messages),
          unread: Number(r.unread ?? 0),
          last_at: Number(r.last_at),
        }))
        .sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0) || b.last_at - a.last_at);
    },

    /** The whole thread for the operator; the user's messages become read (and the user's chat shows it). */
    async readByOperator(userId: number) {
      const rows = await repo.thread(db, userId);
      if ((await repo.markRead(db, userId, false, clock.now())) > 0) await push(userId, { read: true });
      return rows;
    },

    /**
     * An operator's reply: stored with the operator's name (and `also`, the audit line, in the
     * same transaction) and pushed to the user's open chat.
     */
    async reply(userId: number, operator: string, input: { text?: string }, also?: (trx: Executor, row: Row) => Promise<void>): Promise<Row> {
      const text = (input.text ?? '').trim();
      if (text === '' || [...text].length > SUPPORT_TEXT_MAX) throw new SupportMessageInvalid({ max: SUPPORT_TEXT_MAX });
      const row = await inTransaction(db, async (trx) => {
        const stored = await insert(trx, userId, { fromOperator: true, operator, text, image: '' });
        await also?.(trx, stored);
        return stored;
      });
      await push(userId, { message: row });
      bus.emit({ type: 'support.replied', userId, messageId: Number(row.id), at: Number(row.created_at) });
      return row;
    },
  };
}

export type Support = ReturnType<typeof createSupport>;
