import { describe, expect, it } from 'vitest';
import { FLASH_MS, flashDirection } from '../../src/app/features/market/use-price-flash.ts';

describe('the price flash', () => {
  it('tints up or down only when the price really moved', () => {
    expect(flashDirection('1.08500', '1.08512')).toBe('up');
    expect(flashDirection('1.08500', '1.08491')).toBe('down');
    expect(flashDirection('1.08500', '1.085')).toBeNull();
    expect(flashDirection('1.08500', '1.08500')).toBeNull();
  });

  it('does not tint the first price shown, nor a price that is not a number', () => {
    expect(flashDirection(undefined, '1.08500')).toBeNull();
    expect(flashDirection('--', '1.08500')).toBeNull();
  });

  it('is over well before the next 500 ms tick', () => {
    expect(FLASH_MS).toBeLessThanOrEqual(250);
  });
});
