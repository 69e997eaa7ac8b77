// Display helpers for quotes. Prices travel as decimal strings and are shown by string arithmetic
// (decimal-text.ts): exact, rounded half-even like the contract's showPrice, with no decimal library
// on the home screen and no Intl formatter to build during the first render.
// Prices keep Latin digits in every language, as trading screens do.
import type { Instrument } from '../../../contract/market.ts';
import { decimalText, type SignDisplay } from './decimal-text.ts';

export type Direction = 'up' | 'down' | 'flat';

/** A decimal string (or number) rounded half-even to `places`, with thousands separators; "--" when it is no number. */
export function formatDecimal(value: string | number, places: number, sign: SignDisplay = 'negative'): string {
  return decimalText(String(value).trim(), places, sign) ?? '--';
}

export function priceText(instrument: Instrument, value: string = instrument.ForexQuotations.Close): string {
  return formatDecimal(value, instrument.PricePrecision);
}

export function changeDirection(change: string): Direction {
  const n = Number(change);
  return n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
}

/** "+0.35%" / "-1.20%" / "0.00%". */
export function changeText(change: string): string {
  return `${formatDecimal(change, 2, 'exceptZero')}%`;
}

export const isOpen = (instrument: Instrument) => instrument.MarketStatus === 1;
