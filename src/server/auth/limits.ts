import type { Clock } from '../clock.ts';
import { attemptRepository as repo } from '../db/attempt-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { RateLimited } from '../errors.ts';

/**
 * Counted attempts kept in the database, so a restart does not reset a limit. Logins are counted
 * atomically in counters.ts instead (before the password is checked).
 */
export type AttemptKind = 'code-target' | 'code-ip';

export interface Limit {
  kind: AttemptKind;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /** Codes to one address: 5 an hour (the resend countdown is send-code.ts's). */
  codeTarget: { kind: 'code-target', max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Codes asked for from one client address (configured: LIMIT_CODE_ADDRESS, 20 an hour by default). */
export const codeIpLimit = ({ max, windowMs }: { max: number; windowMs: number }): Limit => ({ kind: 'code-ip', max, windowMs });

export function createLimits(db: Executor, clock: Clock) {
  const now = () => clock.now();

  /** Minutes until the key may try again, or 0 when it is under the limit. */
  async function blockedFor(limit: Limit, key: string): Promise<number> {
    const since = now() - limit.windowMs;
    const times = await repo.timesSince(db, limit.kind, key, since);
    if (times.length < limit.max) return 0;
    const oldestCounted = times[times.length - limit.max];
    return Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now()) / 60_000));
  }

  return {
    blockedFor,
    /** Refuses with RateLimited when any of the (limit, key) pairs is over its limit. */
    async refuseWhenBlocked(checks: ReadonlyArray<readonly [Limit, string]>, of: 'logins' | 'codes'): Promise<void> {
      for (const [limit, key] of checks) {
        const minutes = await blockedFor(limit, key);
        if (minutes) throw new RateLimited({ minutes, of });
      }
    },
    lastAt(limit: Limit, key: string): Promise<number | null> {
      return repo.lastAt(db, limit.kind, key);
    },
    async record(limit: Limit, key: string): Promise<void> {
      await repo.record(db, limit.kind, key, now());
    },
    async clear(limit: Limit, key: string): Promise<void> {
      await repo.clear(db, limit.kind, key);
    },
    /** Drops attempts older than every window. */
    async prune(): Promise<void> {
      await repo.removeBefore(db, now() - 24 * 3600_000);
    },
  };
}
export type Limits = ReturnType<typeof createLimits>;
