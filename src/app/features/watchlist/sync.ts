// The watchlist between this device and the server (issue 19 item 4). The rule:
// - A guest's list lives on the device only (owner null).
// - When a guest logs in, the device's list joins the account's: the server's ids first, in
//   their order, then the device's ids the server lacks, in the device's order, up to
//   WATCHLIST_MAX; the result is saved on both.
// - While logged in, every change is saved on the device at once (so it shows offline) and then
//   sent whole. One the server has not taken (offline, a failed request) stays marked unsent and
//   is sent at the next sync, replacing the server's: the person's last edit wins. Otherwise each
//   sync (start, login, back online) takes the server's list, so another device's edits arrive.
// - Logging out (or the session ending) takes the account's list off the device: the next guest
//   starts empty, and another account never receives it.
// Loaded with the screens that show the watchlist (home's Watchlist chip, /trade's star and
// desktop column), which start it: nothing of it is on the start path of /.
import { WATCHLIST_MAX } from '../../../contract/watchlist.ts';
import { ApiError } from '../../lib/errors.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { sessionAtom } from '../../state/session.ts';
import { offlineAtom } from '../../state/quotes.ts';
import { store } from '../../state/store.ts';
import { deviceWatchlistAtom, EMPTY_WATCHLIST } from './state.ts';
import { mergeWatchlists } from './watched.ts';

// The calls and their schemas load with the first call, which only a signed-in sync makes: a
// guest's /trade (its star and desktop column start the sync) no longer fetches them, with the
// call table they shared a chunk with, before its first paint (issue 21 item 5).
const loadApi = () => import('../../../contract/calls/watchlist.ts').then((m) => apiFor(m.watchlistCalls));
let loadingApi: ReturnType<typeof loadApi> | undefined;
function watchlistApi(): ReturnType<typeof loadApi> {
  if (!loadingApi) {
    loadingApi = loadApi();
    loadingApi.catch(() => (loadingApi = undefined)); // offline before it was cached: the next sync tries again
  }
  return loadingApi;
}
const userId = () => store.get(sessionAtom)?.user.id ?? null;
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

// One conversation with the server at a time, in order: a later change is sent after an earlier one.
let lane: Promise<unknown> = Promise.resolve();
function queue(task: () => Promise<void>): Promise<void> {
  const next = lane.then(task).catch(() => {
    // Offline or refused: the device keeps its list (unsent), the next sync tries again.
  });
  lane = next;
  return next;
}

/** Sends the user's list; the server's answer (unknown ids dropped) becomes the device's unless it changed meanwhile. */
async function push(user: number, ids: readonly number[]): Promise<void> {
  try {
    const api = await watchlistApi();
    const saved = await api('setWatchlist', { forex_ids: ids.join(',') }, { silent: true });
    const now = store.get(deviceWatchlistAtom);
    if (userId() === user && now.owner === user && same(now.ids, ids)) store.set(deviceWatchlistAtom, { owner: user, ids: saved, unsent: false });
  } catch (error) {
    // Refused (an instrument taken off the market, say): the server's list stands.
    if (error instanceof ApiError && userId() === user) await pull(user);
    else throw error;
  }
}

async function pull(user: number): Promise<void> {
  const api = await watchlistApi();
  const server = await api('watchlist', {}, { silent: true });
  if (userId() !== user) return;
  const now = store.get(deviceWatchlistAtom);
  if (now.owner === user && now.unsent) return push(user, now.ids);
  if (now.owner === null && now.ids.length > 0) {
    const merged = mergeWatchlists(server, now.ids);
    store.set(deviceWatchlistAtom, { owner: user, ids: merged, unsent: !same(merged, server) });
    if (!same(merged, server)) return push(user, merged);
    return;
  }
  store.set(deviceWatchlistAtom, { owner: user, ids: server, unsent: false });
}

/** Brings the device's list and the session's together (the rule above). */
export function syncWatchlist(): Promise<void> {
  return queue(async () => {
    const user = userId();
    const device = store.get(deviceWatchlistAtom);
    if (user === null) {
      if (device.owner !== null) store.set(deviceWatchlistAtom, EMPTY_WATCHLIST);
      return;
    }
    if (device.owner === user && device.unsent) return push(user, device.ids);
    return pull(user);
  });
}

/** Sets the list (starred, moved, removed): on the device at once, then on the server when logged in. */
export function setWatchlist(ids: readonly number[]): void {
  const user = userId();
  const device = store.get(deviceWatchlistAtom);
  const list = [...new Set(ids)].slice(0, WATCHLIST_MAX);
  // A guest's list, or one not yet joined to this account (the first sync merges it), stays as it is owned.
  const mine = user !== null && device.owner === user;
  store.set(deviceWatchlistAtom, { owner: device.owner, ids: list, unsent: mine });
  if (mine) void queue(() => push(user, list));
  else if (user !== null) void syncWatchlist();
}

/** Adds `id` at the end, or removes it. False when the list is full and `id` is not in it. */
export function toggleWatched(id: number): boolean {
  const ids = store.get(deviceWatchlistAtom).ids;
  if (ids.includes(id)) {
    setWatchlist(ids.filter((other) => other !== id));
    return true;
  }
  if (ids.length >= WATCHLIST_MAX) return false;
  setWatchlist([...ids, id]);
  return true;
}

/** Moves `id` by `by` places (-1 up, +1 down) within the list. */
export function moveWatched(id: number, by: number): void {
  const ids = [...store.get(deviceWatchlistAtom).ids];
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return;
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  setWatchlist(ids);
}

let started = false;
/** Syncs now, on every login or logout, and whenever the app is back online. */
export function startWatchlistSync(): void {
  if (started) return;
  started = true;
  void syncWatchlist();
  let user = userId();
  store.sub(sessionAtom, () => {
    if (userId() === user) return;
    user = userId();
    void syncWatchlist();
  });
  let offline = store.get(offlineAtom);
  store.sub(offlineAtom, () => {
    const now = store.get(offlineAtom);
    if (offline && !now) void syncWatchlist();
    offline = now;
  });
}
