import { CHANNEL, INBOX_SIZE, isPushKind, type Inbox, type InboxEntry, type Lang } from '../../../contract/index.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { inboxRepository as repo, type InboxRow } from '../../db/inbox-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { NoticeEvent } from '../../events.ts';
import { pushWriter } from '../../i18n/push-texts.ts';
import type { Translate } from '../../i18n/translate.ts';
import { NOTICE_EVENTS } from '../push/dispatcher.ts';
import { noticeOf, type Notice } from '../push/notices.ts';

export interface InboxLog {
  error(fields: object, message: string): void;
}

/** The socket channel of one user's notices (a private channel, like CHAT). */
export const noticeChannel = (userId: number) => `${CHANNEL.NOTICE}:${userId}`;

/**
 * The in-app inbox (issue 20): every notice the push layer would send (notices.ts decides which
 * events are notices), kept for its user whether or not a device of theirs is subscribed, the
 * newest INBOX_SIZE per user. Like the dispatcher, a listener only files the event; once per turn
 * of the event loop the filed notices are written together and each owner's older entries
 * trimmed, then each owner with the app open (a socket on NOTICE) is told, with the unread count.
 * Rows keep the event's facts, so the text is written in the reader's language when read.
 */
export function createInbox(deps: { db: Executor; bus: Bus; clock: Clock; translator: (lang: Lang) => Translate; log: InboxLog }) {
  const { db, bus, clock, translator, log } = deps;
  const writers = new Map<Lang, ReturnType<typeof pushWriter>>();
  const writerOf = (lang: Lang) => {
    let w = writers.get(lang);
    if (!w) writers.set(lang, (w = pushWriter(lang, translator(lang))));
    return w;
  };

  let filed: Notice[] = [];
  let flushing: Promise<void> | null = null;

  async function flush() {
    while (filed.length > 0) {
      const notices = filed;
      filed = [];
      const rows = notices.map((n) => ({ user_id: n.userId, notice_id: n.id, kind: n.kind, url: n.url, event: JSON.stringify(n.event), at: n.event.at }));
      const users = [...new Set(notices.map((n) => n.userId))];
      // One transaction, so one durable commit (one fsync on SQLite) instead of one per statement:
      // a tick that fires closes already pays one for them (issue 21, the tick's "to idle").
      await inTransaction(db, async (trx) => {
        await repo.add(trx, rows);
        await repo.keepNewest(trx, users, INBOX_SIZE);
      });
      for (const notice of notices) {
        const channel = noticeChannel(notice.userId);
        if (!bus.listening(channel)) continue;
        const unread = await repo.unread(db, notice.userId);
        bus.publish(channel, { type: 'NOTICE', data: { id: notice.id, kind: notice.kind, unread } });
      }
    }
  }

  function schedule() {
    if (flushing) return;
    // After this turn of the event loop, so the rest of its events (a stop-out wave) join the same writes.
    flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(flush)
      .catch((error: unknown) => log.error({ err: error }, 'inbox: notices could not be kept'))
      .finally(() => {
        flushing = null;
        if (filed.length > 0) schedule();
      });
  }

  function file(event: NoticeEvent) {
    const notice = noticeOf(event);
    if (!notice) return;
    filed.push(notice);
    schedule();
  }

  function entryOf(row: InboxRow, lang: Lang): InboxEntry | null {
    if (!isPushKind(row.kind)) return null;
    try {
      const { title, body } = writerOf(lang).write(JSON.parse(row.event) as NoticeEvent);
      return { id: row.notice_id, kind: row.kind, title, body, url: row.url, at: Number(row.at), read: Number(row.read_at) !== 0 };
    } catch (error) {
      // A row this build cannot write (an event changed shape since): left out rather than failing the list.
      log.error({ err: error, notice: row.notice_id }, 'inbox: an entry could not be written');
      return null;
    }
  }

  const offs = NOTICE_EVENTS.map((type) => bus.on(type, file));

  return {
    /** The user's own notices, newest first, in `lang`, and how many are unread. */
    async list(userId: number, lang: Lang): Promise<Inbox> {
      const rows = await repo.list(db, userId, INBOX_SIZE);
      const data = rows.map((row) => entryOf(row, lang)).filter((entry): entry is InboxEntry => entry !== null);
      return { data, unread: data.filter((entry) => !entry.read).length };
    },
    /** Marks one of the user's own notices read (another's id changes nothing). */
    async read(userId: number, noticeId: string): Promise<{ unread: number }> {
      await repo.markRead(db, userId, noticeId, clock.now());
      return { unread: await repo.unread(db, userId) };
    },
    async readAll(userId: number): Promise<{ unread: number }> {
      await repo.markAllRead(db, userId, clock.now());
      return { unread: 0 };
    },
    /** Tests: every filed notice is written (and told). */
    async settled(): Promise<void> {
      while (flushing) await flushing;
    },
    async stop(): Promise<void> {
      for (const off of offs) off();
      await this.settled();
    },
  };
}
export type InboxService = ReturnType<typeof createInbox>;
