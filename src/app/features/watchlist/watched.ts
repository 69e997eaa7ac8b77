import type { Instrument } from '../../../contract/market.ts';

/** The instruments of the watchlist, in its order; an id the list no longer offers is left out. */
export function watchedInstruments(instruments: readonly Instrument[], ids: readonly number[]): Instrument[] {
  const byId = new Map(instruments.map((instrument) => [instrument.Id, instrument]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
