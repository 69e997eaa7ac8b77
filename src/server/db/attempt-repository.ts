import { sql } from 'kysely';
import type { Executor } from './wallet-repository.ts';

/**
 * The SQL of rate limits kept in the database, so a restart does not reset one: single attempts
 * in a sliding window (`attempts`, auth/limits.ts) and counted fixed windows (`attempt_counters`,
 * auth/counters.ts).
 */
export const attemptRepository = {
  /** The times of the key's attempts after `since`, oldest first. */
  async timesSince(ex: Executor, kind: string, key: string, since: number): Promise<number[]> {
    const rows = await ex.selectFrom('attempts').select('at').where('kind', '=', kind).where('key', '=', key).where('at', '>', BigInt(since)).orderBy('at').execute();
    return rows.map((r) => Number(r.at));
  },

  async lastAt(ex: Executor, kind: string, key: string): Promise<number | null> {
    const row = await ex.selectFrom('attempts').select('at').where('kind', '=', kind).where('key', '=', key).orderBy('at', 'desc').limit(1).executeTakeFirst();
    return row ? Number(row.at) : null;
  },

  async record(ex: Executor, kind: string, key: string, at: number): Promise<void> {
    await ex.insertInto('attempts').values({ kind, key, at }).execute();
  },

  async clear(ex: Executor, kind: string, key: string): Promise<void> {
    await ex.deleteFrom('attempts').where('kind', '=', kind).where('key', '=', key).execute();
  },

  async removeBefore(ex: Executor, before: number): Promise<void> {
    await ex.deleteFrom('attempts').where('at', '<', BigInt(before)).execute();
  },

  /**
   * Raises the (kind, key, window) row by one only while it is under `max`, in one atomic
   * statement, and returns the count after, or undefined when it was already at `max`. Parallel
   * requests cannot all read "under the limit" first: the database serialises the raise. Works
   * on SQLite and PostgreSQL.
   */
  async raiseCounter(ex: Executor, kind: string, key: string, windowStart: number, max: number): Promise<number | undefined> {
    const row = await ex
      .insertInto('attempt_counters')
      .values({ kind, key, window_start: windowStart, attempts: 1 })
      .onConflict((oc) =>
        oc
          .columns(['kind', 'key', 'window_start'])
          .doUpdateSet({ attempts: sql`attempt_counters.attempts + 1` })
          .where('attempt_counters.attempts', '<', BigInt(max)),
      )
      .returning('attempts')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.attempts);
  },

  /** Attempts counted for the key in the window that starts at `windowStart`. */
  async counted(ex: Executor, kind: string, key: string, windowStart: number): Promise<number> {
    const row = await ex.selectFrom('attempt_counters').select('attempts').where('kind', '=', kind).where('key', '=', key).where('window_start', '=', BigInt(windowStart)).executeTakeFirst();
    return row ? Number(row.attempts) : 0;
  },

  async removeCountersBefore(ex: Executor, before: number): Promise<void> {
    await ex.deleteFrom('attempt_counters').where('window_start', '<', BigInt(before)).execute();
  },
};
