import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
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

export function createLimits(db: Db, clock: Clock) {
  const now = () => clock.now();

  /** Minutes until the key may try again, or 0 when it is under the limit. */
  async function blockedFor(limit: Limit, key: string): Promise<number> {
    const since = now() - limit.windowMs;
    const rows = await db.selectFrom('attempts').select('at').where('kind', '=', limit.kind).where('key', '=', key).where('at', '>', BigInt(since)).orderBy('at').execute();
    if (rows.length < limit.max) return 0;
    const oldestCounted = Number(rows[rows.length - limit.max].at);
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
    async lastAt(limit: Limit, key: string): Promise<number | null> {
      const row = await db.selectFrom('attempts').select('at').where('kind', '=', limit.kind).where('key', '=', key).orderBy('at', 'desc').limit(1).executeTakeFirst();
      return row ? Number(row.at) : null;
    },
    async record(limit: Limit, key: string): Promise<void> {
      await db.insertInto('attempts').values({ kind: limit.kind, key, at: now() }).execute();
    },
    async clear(limit: Limit, key: string): Promise<void> {
      await db.deleteFrom('attempts').where('kind', '=', limit.kind).where('key', '=', key).execute();
    },
    /** Drops attempts older than every window. */
    async prune(): Promise<void> {
      await db.deleteFrom('attempts').where('at', '<', BigInt(now() - 24 * 3600_000)).execute();
    },
  };
}
export type Limits = ReturnType<typeof createLimits>;
