import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock.ts';

/** Keys one store keeps at most; past it the oldest window is forgotten (memory stays bounded). */
const MAX_KEYS = 20_000;

interface Window {
  count: number;
  startedAt: number;
}

/**
 * @fastify/rate-limit's counters, on the server's clock instead of Date.now(): a window ends when
 * the clock says so, which lets tests move time, as every other time rule of the server does.
 * One fixed window per key (client address), in memory: the single-process default; the nodes
 * of a cluster share one in the database instead (cluster/write-limits.ts).
 */
export function clockStore(clock: Clock): FastifyRateLimitStoreCtor {
  /** The stores of route groups (`groupId`), shared by every route of the group. */
  const groups = new Map<string, ClockStore>();

  class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock.now();
      let window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= now) {
        window = { count: 0, startedAt: now };
        // Re-inserted, so the Map's order stays oldest window first.
        this.windows.delete(key);
        this.windows.set(key, window);
        if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    /** A route gets its own counters, or its group's (several calls counted as one). */
    child(routeLimit: object): FastifyRateLimitStore {
      // At run time the plugin hands the route's merged limit options (its groupId among them),
      // whatever its typings say.
      const { groupId } = routeLimit as { groupId?: unknown };
      if (typeof groupId !== 'string') return new ClockStore();
      let shared = groups.get(groupId);
      if (!shared) groups.set(groupId, (shared = new ClockStore()));
      return shared;
    }
  }
  return ClockStore;
}
