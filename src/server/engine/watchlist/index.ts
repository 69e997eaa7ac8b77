import { WATCHLIST_MAX } from '../../../contract/watchlist.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { watchlistRepository } from '../../db/watchlist-repository.ts';
import { WatchlistTooLong, WatchlistUnknown } from '../../errors.ts';
import { createSerialQueues } from '../wallet/serial.ts';

/**
 * The watchlist (issue 19 item 4): each user's favourite instruments, in the order the user
 * chose. Only ever the caller's own list (the user id comes from the session, never from input).
 * A list is set whole, so the order is whatever was sent last.
 */
export function createWatchlist({ db, exists }: { db: Executor; exists: (forexId: number) => boolean }) {
  // One user's writes one at a time: two replacements side by side would both delete, then the
  // second's inserts would meet the first's rows (PostgreSQL reads committed rows mid-transaction).
  const lanes = createSerialQueues<number>();

  /** The stored ids that still name an instrument (one taken off the market drops out). */
  const read = async (userId: number) => (await watchlistRepository.ids(db, userId)).filter(exists);

  return {
    list: read,

    /**
     * Replaces the list with `ids` in their order. A repeated id keeps its first place. More than
     * WATCHLIST_MAX, or any id that is no instrument, is refused and changes nothing.
     */
    async set(userId: number, ids: readonly number[]): Promise<number[]> {
      const distinct = [...new Set(ids)];
      if (distinct.length > WATCHLIST_MAX) throw new WatchlistTooLong({ max: WATCHLIST_MAX });
      const unknown = distinct.filter((id) => !exists(id));
      if (unknown.length > 0) throw new WatchlistUnknown({ ids: unknown.join(', ') });
      return lanes.run(userId, async () => {
        await watchlistRepository.replace(db, userId, distinct);
        return read(userId);
      });
    },
  };
}

export type Watchlist = ReturnType<typeof createWatchlist>;
