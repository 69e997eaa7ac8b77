import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock.ts';
import { attemptRepository as repo } from '../db/attempt-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';

/**
 * The write limits (LIMIT_DEMO, LIMIT_CAPTCHA, …) across the nodes of a cluster (issue 22 item
 * 4): @fastify/rate-limit's counters kept in the database every node shares, in the table the
 * login limits already use (attempt_counters, kind `write:<group>`). Each counted request is one
 * upsert that raises its address's row of the current fixed window only while under the limit,
 * so N requests spread over any number of nodes reach the limit at N. Windows are aligned to the
 * clock (every node agrees on where one starts); the purge drops them after a day, the longest
 * window a limit may have.
 *
 * A database that is slow or down admits the request (the error is logged): these limits slow a
 * flood from one address, and an outage must not also stop every visitor's captcha and
 * registration. The calls they guard write to that same database, so they fail there anyway.
 */
export function databaseStore(db: Executor, clock: Clock, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly kind = 'write:') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      const now = clock.now();
      const windowStart = now - (now % timeWindow);
      const ttl = windowStart + timeWindow - now;
      repo.raiseCounter(db, this.kind, key, windowStart, max).then(
        // No row raised: the window is full, and this one is over it.
        (attempts) => callback(null, { current: attempts ?? max + 1, ttl }),
        (error: unknown) => {
          onError(error);
          callback(null, { current: 0, ttl });
        },
      );
    }

    /** A route's counters are its group's (several calls counted as one), else its own path's. */
    child(routeLimit: object): FastifyRateLimitStore {
      const { groupId, path } = routeLimit as { groupId?: unknown; path?: unknown };
      return new DatabaseStore(`write:${typeof groupId === 'string' ? groupId : String(path)}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
