// A decimal string as the screens show it, by string arithmetic: rounded half-even to a number
// of places, with thousands separators and Latin digits, the sign as asked. It writes exactly what
// Intl.NumberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places,
// roundingMode: 'halfEven', signDisplay }) writes for the same string (tests/app/decimal-text.test.ts
// holds it to that), without building one: the first Intl formatter a page builds loads ICU's
// number data, 20–60 ms of the main thread on this machine's Chromium and several times that on a
// phone, inside the first render of / and /trade (issue 21 item 5).

/** A decimal: optional sign, digits with at most one point, optional exponent. */
const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i;

export type SignDisplay = 'negative' | 'exceptZero';

/** The text of `value`, or null when it is no decimal (or its exponent, past 100, is no price's). */
export function decimalText(value: string, places: number, sign: SignDisplay = 'negative'): string | null {
  const match = DECIMAL.exec(value);
  if (!match || !(match[2] || match[3])) return null;
  const [, signText, whole = '', fraction = '', exponent = '0'] = match;
  if (Math.abs(Number(exponent)) > 100) return null;
  // The digits, with zeros ahead when the exponent moves the point before them; `point` digits
  // stand before the point, and `keep` digits are kept (zeros added when there are fewer).
  const point = whole.length + Number(exponent);
  const digits = '0'.repeat(Math.max(0, -point)) + whole + fraction;
  const keep = Math.max(point, 0) + places;
  let kept = digits.slice(0, keep).padEnd(keep, '0');
  const dropped = digits.slice(keep);
  // Half to even: up past the half, and at exactly the half when the last kept digit is odd.
  const first = dropped.charAt(0);
  if (first > '5' || (first === '5' && (/[1-9]/.test(dropped.slice(1)) || /[13579]$/.test(kept)))) {
    // A carry through nines makes the whole part a digit longer ("9.99" to 2 places of "9.995").
    kept = String(BigInt(kept || '0') + 1n).padStart(keep, '0');
  }
  const zero = !/[1-9]/.test(kept);
  const mark = zero ? '' : signText === '-' ? '-' : sign === 'exceptZero' ? '+' : '';
  const wholeDigits = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '') || '0';
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${mark}${grouped}${places > 0 ? `.${kept.slice(kept.length - places)}` : ''}`;
}
