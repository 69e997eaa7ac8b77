import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnits } from '../../src/server/units.ts';

// fromUnits formats money and prices from integer units of 10^-8 in bigint arithmetic; this
// checks it against decimal.js's division and half-even rounding, written out here.
const byDecimal = (units: bigint, places: number) => new Decimal(units.toString()).div(1e8).toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN).toFixed(places);

describe('fromUnits', () => {
  it('formats any amount at any number of places as decimal.js rounds it, half to even', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 10 }), (units, places) => {
        expect(fromUnits(units, places)).toBe(byDecimal(units, places));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds the halves to even and never shows a negative zero', () => {
    expect(fromUnits(500_000n, 2)).toBe('0.00');
    expect(fromUnits(1_500_000n, 2)).toBe('0.02');
    expect(fromUnits(-1_500_000n, 2)).toBe('-0.02');
    expect(fromUnits(-1n, 2)).toBe('0.00');
    expect(fromUnits(123_456_789n)).toBe('1.23456789');
    expect(fromUnits(12, 0)).toBe('0');
    expect(fromUnits(150_000_000, 0)).toBe('2');
  });
});
