// Instrument search on the device (SPEC.md section 2, /product): the typed text is looked for in
// the code (EURUSD), the display code (EUR/USD) and the translated name ("Gold", "黃金"), ignoring
// case, accents, spaces and slashes, so "gold", "eur usd" and "dow jones" all find something.
import type { Instrument } from '../../../contract/market.ts';

/** Lower case, without accents, spaces, slashes or dashes: the form both sides are compared in. */
export function searchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s/\-_.]+/g, '');
}

export function matchesSearch(instrument: Instrument, query: string): boolean {
  const wanted = searchForm(query);
  if (!wanted) return true;
  return [instrument.Code, instrument.ShowCode, instrument.Name ?? ''].some((field) => searchForm(field).includes(wanted));
}

export function searchInstruments<T extends Instrument>(list: readonly T[], query: string): readonly T[] {
  return searchForm(query) ? list.filter((instrument) => matchesSearch(instrument, query)) : list;
}
