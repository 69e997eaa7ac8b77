// The watchlist's copy on this device (issue 19 item 4), read synchronously at start so the home
// list's Watchlist chip and the desktop column show it at once, offline too. It is small (ids
// only, at most WATCHLIST_MAX), so it lives in localStorage beside the other small values.
// What talks to the server, and the rule that joins a guest's list to an account's, is in
// sync.ts, which loads after the first quotes.
import { z } from 'zod/mini';
import { persistedAtom } from '../../state/persisted.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom } from '../../state/store.ts';

const Stored = z.object({
  /** Whose list: a user id, or null for a guest's. */
  owner: z.nullable(z.int()),
  ids: z.array(z.int()),
  /** A change of the owner's list the server has not taken yet (made offline, say). */
  unsent: z.boolean(),
});
export type DeviceWatchlist = z.output<typeof Stored>;

export const EMPTY_WATCHLIST: DeviceWatchlist = { owner: null, ids: [], unsent: false };
export const deviceWatchlistAtom = persistedAtom<DeviceWatchlist>('watchlist', Stored, EMPTY_WATCHLIST);
/**
 * The favourite instrument ids, in the person's order: a guest's list, or the session user's.
 * Another account's (the session ended before sync.ts took it off the device) is never shown.
 */
export const watchlistIdsAtom = atom((get) => {
  const list = get(deviceWatchlistAtom);
  return list.owner === null || list.owner === (get(sessionAtom)?.user.id ?? null) ? list.ids : [];
});
