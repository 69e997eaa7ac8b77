import { describe, expect, it } from 'vitest';
import { lotsToClose, shareOfLots } from '../../src/app/features/orders/format.ts';

describe('lots to close', () => {
  it('takes a share of the position down to whole steps, at least one step', () => {
    expect(shareOfLots('1.00', '0.01', 25)).toBe('0.25');
    expect(shareOfLots('0.03', '0.01', 50)).toBe('0.01');
    expect(shareOfLots('0.04', '0.01', 75)).toBe('0.03');
    expect(shareOfLots('0.01', '0.01', 25)).toBe('0.01');
    expect(shareOfLots('0.07', '0.01', 100)).toBe('0.07');
  });

  it('accepts typed lots only as whole steps from one step to the position', () => {
    expect(lotsToClose('0.5', '0.01', '1.00')).toBe('0.50');
    expect(lotsToClose('0.015', '0.01', '1.00')).toBeNull();
    expect(lotsToClose('2', '0.01', '1.00')).toBeNull();
    expect(lotsToClose('0', '0.01', '1.00')).toBeNull();
    expect(lotsToClose('abc', '0.01', '1.00')).toBeNull();
  });
});
