import Decimal from 'decimal.js';

// Money and prices are integer units of 10^-8 (DESIGN.md): stored so by db/, computed in by the
// engine, formatted from by http/. These functions are the only place that scale happens, so
// they sit beside clock.ts and errors.ts where every layer may import them.
const SCALE = new Decimal(10).pow(8);

/** A decimal string or number to integer units, rounded half-even at the 8th decimal. */
export function toUnits(value: Decimal.Value): bigint {
  return BigInt(new Decimal(value).times(SCALE).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed(0));
}

const SCALE_DIGITS = 8;

/**
 * Integer units back to a decimal string with `places` decimals (8 when not given), rounded
 * half-even. In bigint arithmetic: a stop-out wave formats each closed position's notice, and
 * decimal.js spent a seventh of the wave's CPU here (docs/benchmarks.md).
 */
export function fromUnits(units: bigint | number, places = 8): string {
  if (typeof units === 'number' && !Number.isSafeInteger(units)) return new Decimal(units).div(SCALE).toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN).toFixed(places);
  let n = BigInt(units);
  const negative = n < 0n;
  if (negative) n = -n;
  if (places < SCALE_DIGITS) {
    const step = 10n ** BigInt(SCALE_DIGITS - places);
    const whole = n / step;
    const twice = (n % step) * 2n;
    n = twice > step || (twice === step && whole % 2n === 1n) ? whole + 1n : whole;
  } else if (places > SCALE_DIGITS) n *= 10n ** BigInt(places - SCALE_DIGITS);
  const digits = n.toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative && n !== 0n ? `-${text}` : text;
}

/**
 * Integer units as a decimal string with every booked digit and at least `minPlaces` decimals
 * (trailing zeros beyond them dropped): a statement line as booked, so the lines add up to the
 * balance exactly.
 */
export function exactUnits(units: bigint, minPlaces: number): string {
  const text = fromUnits(units);
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minPlaces, '0');
  return kept ? `${whole}.${kept}` : whole!;
}
