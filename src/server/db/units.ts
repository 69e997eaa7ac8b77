import Decimal from 'decimal.js';

// Money and prices are stored as integer units of 10^-8 (DESIGN.md). These two functions are
// the only place that scale happens.
const SCALE = new Decimal(10).pow(8);

/** A decimal string or number to integer units, rounded half-even at the 8th decimal. */
export function toUnits(value: Decimal.Value): bigint {
  return BigInt(new Decimal(value).times(SCALE).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed(0));
}

/** Integer units back to a decimal string with `places` decimals (8 when not given). */
export function fromUnits(units: bigint | number, places = 8): string {
  return new Decimal(units.toString()).div(SCALE).toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN).toFixed(places);
}
