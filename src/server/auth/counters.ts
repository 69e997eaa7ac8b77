import type { Clock } from '../clock.ts';
import { attemptRepository as repo } from '../db/attempt-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';

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
export function createCounters(db: Executor, clock: Clock) {
  const windowOf = (limit: CountedLimit, at: number) => at - (at % limit.windowMs);
  return {
    /**
     * Counts one attempt when the key is under its limit and answers true; answers false (and
     * counts nothing) once the window holds `max` attempts. Works on SQLite and PostgreSQL.
     */
    async take(limit: CountedLimit, key: string): Promise<boolean> {
      const windowStart = windowOf(limit, clock.now());
      const attempts = await repo.raiseCounter(db, limit.kind, key, windowStart, limit.max);
      // A limit of 0 lets nothing through, even the first attempt that created the row.
      return attempts !== undefined && attempts <= limit.max;
    },

    /** Attempts counted for the key in the current window. */
    used(limit: CountedLimit, key: string): Promise<number> {
      return repo.counted(db, limit.kind, key, windowOf(limit, clock.now()));
    },

    /** Whole minutes (at least 1) until the current window ends and the key may try again. */
    minutesLeft(limit: CountedLimit): number {
      const at = clock.now();
      return Math.max(1, Math.ceil((windowOf(limit, at) + limit.windowMs - at) / 60_000));
    },

    /** Drops windows that started over a day ago (config keeps every window to a day at most). */
    async prune(): Promise<void> {
      await repo.removeCountersBefore(db, clock.now() - MAX_WINDOW_MS);
    },
  };
}
export type Counters = ReturnType<typeof createCounters>;
