import type { Selectable } from 'kysely';
import type { SupportMessageTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type SupportMessageRow = Selectable<SupportMessageTable>;

/** One user's thread as the operator's list shows it. */
export interface SupportThreadRow {
  user_id: bigint;
  uid: string;
  email: string | null;
  is_demo: bigint;
  messages: bigint | string;
  unread: bigint | string | null;
  last_at: bigint | string;
}

/** The SQL of the support chat (engine/support): one thread per user, in support_messages. */
export const supportRepository = {
  /** Messages of one side (`fromOperator`) of the user's thread that the other side has not read. */
  async unread(ex: Executor, userId: number, fromOperator: boolean): Promise<number> {
    const row = await ex
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<bigint | string>().as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('from_operator', '=', fromOperator ? 1n : 0n)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  insert(ex: Executor, row: { user_id: number; from_operator: boolean; operator: string; text: string; image: string; created_at: number }): Promise<SupportMessageRow> {
    return ex
      .insertInto('support_messages')
      .values({ ...row, from_operator: row.from_operator ? 1 : 0, read_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Up to `limit` of the user's messages, newest first; `before` pages back from a message id. */
  page(ex: Executor, userId: number, before: number | undefined, limit: number): Promise<SupportMessageRow[]> {
    let query = ex.selectFrom('support_messages').selectAll().where('user_id', '=', BigInt(userId));
    if (before !== undefined) query = query.where('id', '<', BigInt(before));
    return query.orderBy('id', 'desc').limit(limit).execute();
  },

  /** The whole thread, oldest first. */
  thread(ex: Executor, userId: number): Promise<SupportMessageRow[]> {
    return ex.selectFrom('support_messages').selectAll().where('user_id', '=', BigInt(userId)).orderBy('id').execute();
  },

  /** When the user's own messages since `since` were sent, oldest first (the per-user limit). */
  async sentSince(ex: Executor, userId: number, since: number): Promise<number[]> {
    const rows = await ex
      .selectFrom('support_messages')
      .select('created_at')
      .where('user_id', '=', BigInt(userId))
      .where('from_operator', '=', 0n)
      .where('created_at', '>', BigInt(since))
      .orderBy('created_at')
      .execute();
    return rows.map((r) => Number(r.created_at));
  },

  /** Marks one side's (`fromOperator`) unread messages read; how many changed. */
  async markRead(ex: Executor, userId: number, fromOperator: boolean, at: number): Promise<number> {
    const changed = await ex
      .updateTable('support_messages')
      .set({ read_at: at })
      .where('user_id', '=', BigInt(userId))
      .where('from_operator', '=', fromOperator ? 1n : 0n)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(changed.numUpdatedRows);
  },

  /** Every thread with its owner, message count, unread user messages and latest time. */
  threads(ex: Executor): Promise<SupportThreadRow[]> {
    return ex
      .selectFrom('support_messages as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => [
        's.user_id',
        'u.uid',
        'u.email',
        'u.is_demo',
        eb.fn.countAll<bigint | string>().as('messages'),
        eb.fn
          .sum<bigint | string | null>(
            eb
              .case()
              .when(eb.and([eb('s.from_operator', '=', 0n), eb('s.read_at', 'is', null)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('unread'),
        eb.fn.max<bigint | string>('s.created_at').as('last_at'),
      ])
      .groupBy(['s.user_id', 'u.uid', 'u.email', 'u.is_demo'])
      .execute();
  },
};
