// Display helpers for quotes. Prices travel as decimal strings; Intl.NumberFormat formats a
// string as an exact decimal (no binary float on the way) and rounds half-even, like the
// contract's showPrice, without shipping a decimal library to the home screen.
// Prices keep Latin digits in every language, as trading screens do.
import type { Instrument } from '../../../contract/market.ts';

export type Direction = 'up' | 'down' | 'flat';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(places: number, sign: 'negative' | 'exceptZero'): Intl.NumberFormat {
  const key = `${places}|${sign}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      roundingMode: 'halfEven',
      signDisplay: sign,
    } as Intl.NumberFormatOptions);
    formats.set(key, format);
  }
  return format;
}

/** A decimal string (or number) rounded half-even to `places`, with thousands separators. */
export function formatDecimal(value: string | number, places: number, sign: 'negative' | 'exceptZero' = 'negative'): string {
  const text = String(value).trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return '--';
  // The string overload of format() is exact; TypeScript's lib still types it as number.
  return numberFormat(places, sign).format(text as unknown as number);
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
