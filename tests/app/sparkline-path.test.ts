import { describe, expect, it } from 'vitest';
import { sparklinePaths } from '../../src/app/features/market/sparkline-path.ts';

describe('the small area chart of a row', () => {
  it('maps the lowest close to the bottom and the highest to the top, left to right', () => {
    const paths = sparklinePaths([1, 3, 2], 100, 20, 0)!;
    expect(paths.line).toBe('M0,20L50,0L100,10');
    expect(paths.area).toBe('M0,20L50,0L100,10L100,20L0,20Z');
  });

  it('keeps a padding inside the box', () => {
    const paths = sparklinePaths([5, 1], 10, 10, 2)!;
    expect(paths.line).toBe('M0,2L10,8');
  });

  it('draws a flat series through the middle instead of dividing by zero', () => {
    expect(sparklinePaths([2, 2, 2], 10, 10)!.line).toBe('M0,5L5,5L10,5');
  });

  it('draws nothing with fewer than two usable values', () => {
    expect(sparklinePaths([], 10, 10)).toBeNull();
    expect(sparklinePaths([1, Number.NaN], 10, 10)).toBeNull();
  });
});
