import type { Instrument } from '../../../contract/market.ts';
import { WATCHLIST_MAX } from '../../../contract/watchlist.ts';

/** The instruments of the watchlist, in its order; an id the list no longer offers is left out. */
export function watchedInstruments(instruments: readonly Instrument[], ids: readonly number[]): Instrument[] {
  const byId = new Map(instruments.map((instrument) => [instrument.Id, instrument]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A guest's list joined to the account's at login: the server's first, then the device's it lacks, in order, up to WATCHLIST_MAX. */
export function mergeWatchlists(server: readonly number[], device: readonly number[]): number[] {
  return [...new Set([...server, ...device])].slice(0, WATCHLIST_MAX);
}
