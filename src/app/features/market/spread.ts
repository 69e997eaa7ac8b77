import type { Instrument } from '../../../contract/market.ts';
import { countsInPips, distanceAsTyped } from '../../../contract/pips.ts';

/** Ask minus bid as traders count it (contract/pips.ts): pips with 1 decimal for currency pairs, else the price difference. */
export function spreadText(instrument: Pick<Instrument, 'ForexQuotations' | 'PricePrecision'>): string {
  const { Bid, Ask } = instrument.ForexQuotations;
  const places = instrument.PricePrecision;
  return distanceAsTyped((Number(Ask) - Number(Bid)).toFixed(places), places) || (0).toFixed(countsInPips(places) ? 1 : places);
}
