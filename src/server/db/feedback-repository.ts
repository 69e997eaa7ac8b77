import type { Selectable } from 'kysely';
import type { FeedbackTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type FeedbackRow = Selectable<FeedbackTable>;

/** The SQL of feedback messages (engine/feedback), limited per client address. */
export const feedbackRepository = {
  /** When the address's messages since `since` were sent, oldest first. */
  async sentSince(ex: Executor, address: string, since: number): Promise<number[]> {
    const rows = await ex.selectFrom('feedback').select('created_at').where('address', '=', address).where('created_at', '>', BigInt(since)).orderBy('created_at').execute();
    return rows.map((r) => Number(r.created_at));
  },

  async insert(ex: Executor, row: { user_id: number | null; address: string; content: string; contact: string; created_at: number }): Promise<void> {
    await ex.insertInto('feedback').values(row).execute();
  },

  /** The newest messages first. */
  latest(ex: Executor, limit: number): Promise<FeedbackRow[]> {
    return ex.selectFrom('feedback').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },
};
