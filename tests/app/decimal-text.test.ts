// The price text written by string arithmetic against Intl.NumberFormat, which wrote it before
// (issue 21 item 5): the same text for any decimal string, any number of places, either sign.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalText, type SignDisplay } from '../../src/app/features/market/decimal-text.ts';

function intlText(value: string, places: number, sign: SignDisplay): string {
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    roundingMode: 'halfEven',
    signDisplay: sign,
  } as Intl.NumberFormatOptions);
  // The string overload formats the exact decimal; TypeScript's lib types it as number.
  return format.format(value as unknown as number);
}

const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });
/** Decimal strings as prices and changes come, and their edges: halves, nines, leading zeros, exponents. */
const decimal = fc
  .record({
    sign: fc.constantFrom('', '-', '+'),
    whole: digits(9),
    fraction: digits(10),
    point: fc.boolean(),
    exponent: fc.option(fc.integer({ min: -12, max: 12 }), { nil: undefined }),
  })
  .filter(({ whole, fraction }) => whole.length + fraction.length > 0)
  .map(({ sign, whole, fraction, point, exponent }) => `${sign}${whole}${point || fraction ? '.' : ''}${fraction}${exponent === undefined ? '' : `e${exponent}`}`);

describe('a decimal as the screens show it', () => {
  it('writes what Intl.NumberFormat writes, for any decimal, places and sign', () => {
    fc.assert(
      fc.property(decimal, fc.integer({ min: 0, max: 8 }), fc.constantFrom<SignDisplay>('negative', 'exceptZero'), (value, places, sign) => {
        expect(decimalText(value, places, sign)).toBe(intlText(value, places, sign));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds the half to the even digit, carries through nines, and groups thousands', () => {
    expect(decimalText('0.5', 0)).toBe('0');
    expect(decimalText('1.5', 0)).toBe('2');
    expect(decimalText('999999.995', 2)).toBe('1,000,000.00');
    expect(decimalText('-1234567.8', 1)).toBe('-1,234,567.8');
    expect(decimalText('1.25e3', 2)).toBe('1,250.00');
  });

  it('gives zero no sign, marks a change up with a plus, and refuses what is no decimal', () => {
    expect(decimalText('-0.004', 2)).toBe('0.00');
    expect(decimalText('0.35', 2, 'exceptZero')).toBe('+0.35');
    expect(decimalText('0', 2, 'exceptZero')).toBe('0.00');
    for (const bad of ['', '.', '-', 'abc', '1.2.3', '1e', '1e400', 'NaN']) expect(decimalText(bad, 2)).toBeNull();
  });
});
