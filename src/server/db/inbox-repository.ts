import { sql, type Selectable } from 'kysely';
import type { InboxTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type InboxRow = Selectable<InboxTable>;
export interface NewInboxRow {
  user_id: number;
  notice_id: string;
  kind: string;
  url: string;
  event: string;
  at: number;
}

/** Rows (or users) written or trimmed in one statement: 7 parameters a row stays far below every driver's limit. */
const CHUNK = 500;
const chunks = <T>(list: readonly T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** The SQL of the in-app inbox (notify/inbox/): portable between SQLite and PostgreSQL; every read and change names its user. */
export const inboxRepository = {
  /** Adds the notices (a wave's, together); a notice already kept for its user stays as it is. */
  async add(ex: Executor, rows: readonly NewInboxRow[]): Promise<void> {
    for (const part of chunks(rows)) {
      await ex
        .insertInto('inbox')
        .values(part.map((r) => ({ ...r, read_at: 0 })))
        .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
        .execute();
    }
  },

  /** Keeps each of these users' newest `keep` entries (by id) and removes the rest: one statement per 500 users. */
  async keepNewest(ex: Executor, userIds: readonly number[], keep: number): Promise<void> {
    for (const part of chunks(userIds)) {
      const ids = sql.join(part.map((id) => BigInt(id)));
      await sql`delete from inbox where id in (
        select id from (
          select id, row_number() over (partition by user_id order by id desc) as n from inbox where user_id in (${ids})
        ) ranked where n > ${keep}
      )`.execute(ex);
    }
  },

  /** The user's entries, newest first. */
  list(ex: Executor, userId: number, limit: number): Promise<InboxRow[]> {
    return ex.selectFrom('inbox').selectAll().where('user_id', '=', BigInt(userId)).orderBy('id', 'desc').limit(limit).execute();
  },

  async unread(ex: Executor, userId: number): Promise<number> {
    const row = await ex
      .selectFrom('inbox')
      .select((eb) => eb.fn.countAll<bigint | string | number>().as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('read_at', '=', 0n)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Marks one of the user's own entries read (by its notice id) (another user's id changes nothing). */
  async markRead(ex: Executor, userId: number, noticeId: string, at: number): Promise<void> {
    await ex.updateTable('inbox').set({ read_at: at }).where('user_id', '=', BigInt(userId)).where('notice_id', '=', noticeId).where('read_at', '=', 0n).execute();
  },

  async markAllRead(ex: Executor, userId: number, at: number): Promise<void> {
    await ex.updateTable('inbox').set({ read_at: at }).where('user_id', '=', BigInt(userId)).where('read_at', '=', 0n).execute();
  },
};
