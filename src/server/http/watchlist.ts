import type { Watchlist } from '../engine/watchlist/index.ts';
import type { HandlerMap } from './handlers.ts';

/** The session's own watchlist (issue 19 item 4); the rules live in engine/watchlist. */
export function watchlistHandlers({ watchlist }: { watchlist: Watchlist }): HandlerMap {
  return {
    watchlist: ({ user }) => watchlist.list(user!.id),
    setWatchlist: ({ user, input }) => watchlist.set(user!.id, input.forex_ids),
  };
}
