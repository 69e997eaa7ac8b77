import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';

/** The longest window a counted limit may have (config refuses longer), so prune() is safe. */
export const MAX_WINDOW_MS = 24 * 3600_000;

/** At most `max` attempts per key in a fixed window of `windowMs`. */
export interface CountedLimit {
  kind: 'login-account' | 'login-address';
  max: number;
  windowMs: number;
}

/**
 * Attempts counted BEFORE the work they guard, each in one atomic statement: the row of (kind,
 * key, window) is raised only while it is under the limit, and the statement says whether it was.
 * Parallel requests cannot all read "under the limit" first: the database serialises the raise.
 * Fixed windows (not sliding): one row per key, and what an attempt costs is one upsert.
 */
export function createCounters(db: Db, clock: Clock) {
  const windowOf = (limit: CountedLimit, at: number) => at - (at % limit.windowMs);
  return {
    /**
     * Counts one attempt when the key is under its limit and answers true; answers false (and
     * counts nothing) once the window holds `max` attempts. Works on SQLite and PostgreSQL.
     */
    async take(limit: CountedLimit, key: string): Promise<boolean> {
      const windowStart = windowOf(limit, clock.now());
      const row = await db
        .insertInto('attempt_counters')
        .values({ kind: limit.kind, key, window_start: windowStart, attempts: 1 })
        .onConflict((oc) =>
          oc
            .columns(['kind', 'key', 'window_start'])
            .doUpdateSet({ attempts: sql`attempt_counters.attempts + 1` })
            .where('attempt_counters.attempts', '<', BigInt(limit.max)),
        )
        .returning('attempts')
        .executeTakeFirst();
      // A limit of 0 lets nothing through, even the first attempt that created the row.
      return row !== undefined && Number(row.attempts) <= limit.max;
    },

    /** Attempts counted for the key in the current window. */
    async used(limit: CountedLimit, key: string): Promise<number> {
      const row = await db
        .selectFrom('attempt_counters')
        .select('attempts')
        .where('kind', '=', limit.kind)
        .where('key', '=', key)
        .where('window_start', '=', BigInt(windowOf(limit, clock.now())))
        .executeTakeFirst();
      return row ? Number(row.attempts) : 0;
    },

    /** Whole minutes (at least 1) until the current window ends and the key may try again. */
    minutesLeft(limit: CountedLimit): number {
      const at = clock.now();
      return Math.max(1, Math.ceil((windowOf(limit, at) + limit.windowMs - at) / 60_000));
    },

    /** Drops windows that started over a day ago (config keeps every window to a day at most). */
    async prune(): Promise<void> {
      await db.deleteFrom('attempt_counters').where('window_start', '<', BigInt(clock.now() - MAX_WINDOW_MS)).execute();
    },
  };
}
export type Counters = ReturnType<typeof createCounters>;
