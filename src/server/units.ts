import Decimal from 'decimal.js';

// Money and prices are integer units of 10^-8 (DESIGN.md): stored so by db/, computed in by the
// engine, formatted from by http/. These functions are the only place that scale happens, so
// they sit beside clock.ts and errors.ts where every layer may import them.
const SCALE = new Decimal(10).pow(8);

/** A decimal string or number to integer units, rounded half-even at the 8th decimal. */
export function toUnits(value: Decimal.Value): bigint {
  return BigInt(new Decimal(value).times(SCALE).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed(0));
}

/** Integer units back to a decimal string with `places` decimals (8 when not given). */
export function fromUnits(units: bigint | number, places = 8): string {
  return new Decimal(units.toString()).div(SCALE).toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN).toFixed(places);
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
