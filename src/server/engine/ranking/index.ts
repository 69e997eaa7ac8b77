import type { Clock } from '../../clock.ts';
import { rankingRepository as repo } from '../../db/ranking-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { figuresOf, type ClosedTrade, type TraderFigures } from './figures.ts';

/** Traders per page of followList. */
export const RANK_PAGE_SIZE = 20;
/** How often the cached ranking is computed again from the orders table. */
export const RANK_REFRESH_MS = 60_000;

export interface RankedTrader extends TraderFigures {
  userId: number;
  name: string;
}

/**
 * The copy-trading ranking (SPEC.md section 3, issue 10 item 3): the system traders, with figures
 * computed from their closed orders, best three-week profit rate first. Served from a cache that
 * is computed again once it is older than `refreshMs` by the server clock: a page view seldom
 * scans the orders table, and an idle server schedules nothing (tests move clocks by days).
 */
export function createRanking(deps: { db: Executor; clock: Clock; refreshMs?: number }) {
  const { db, clock } = deps;
  const refreshMs = deps.refreshMs ?? RANK_REFRESH_MS;
  let cache: RankedTrader[] | null = null;
  let computedAt = 0;
  /** One computation at a time: readers arriving meanwhile share it. */
  let computing: Promise<RankedTrader[]> | null = null;

  async function compute(): Promise<RankedTrader[]> {
    const traders = await repo.systemTraders(db);
    if (traders.length === 0) return [];
    // Closed positions only: a cancelled pending order never opened (opened_at 0) and is no trade.
    const rows = await repo.closedTradesOf(
      db,
      traders.map((t) => t.id),
    );
    const byUser = new Map<number, ClosedTrade[]>();
    for (const r of rows) {
      const userId = Number(r.user_id);
      const list = byUser.get(userId) ?? [];
      list.push({ userId, instrumentId: Number(r.instrument_id), leverage: Number(r.leverage), margin: BigInt(r.margin), profit: BigInt(r.profit), closedAt: Number(r.closed_at) });
      byUser.set(userId, list);
    }
    const now = clock.now();
    const ranked = traders.map((t) => ({ userId: Number(t.id), name: t.display_name, ...figuresOf(byUser.get(Number(t.id)) ?? [], now) }));
    return ranked.sort((a, b) => b.threeWeekRate.cmp(a.threeWeekRate) || a.userId - b.userId);
  }

  async function current(): Promise<RankedTrader[]> {
    if (cache && clock.now() - computedAt < refreshMs) return cache;
    computing ??= (async () => {
      const at = clock.now();
      try {
        cache = await compute();
        computedAt = at;
        return cache;
      } finally {
        computing = null;
      }
    })();
    return computing;
  }

  return {
    /** The next read computes the ranking again (the end-to-end test control). */
    invalidate() {
      cache = null;
    },

    /** One page of the ranking (http/ranking-wire.ts names the instruments in the reader's language). */
    async list(page: number): Promise<{ traders: RankedTrader[]; total: number }> {
      const all = await current();
      return { traders: all.slice((page - 1) * RANK_PAGE_SIZE, page * RANK_PAGE_SIZE), total: all.length };
    },
  };
}

export type Ranking = ReturnType<typeof createRanking>;
