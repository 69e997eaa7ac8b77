import { describe, expect, it } from 'vitest';
import { profit } from '../../../src/contract/formulas.ts';
import { toUnits } from '../../../src/server/units.ts';
import { profitUnits } from '../../../src/server/engine/trading/pricing.ts';
import type { InstrumentInfo } from '../../../src/server/market/catalog.ts';
import { formatPoints } from '../../../src/server/market/prices.ts';

// The engine's integer profit must equal the contract's decimal formula to the unit, whatever
// the side, size, precision and rate (a cross rate like 2 ÷ (bid + ask) of USDJPY included).
describe('profitUnits', () => {
  it('equals the contract formula for random positions and rates', () => {
    let seed = 12345;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const sizes = ['100000', '1', '100', '0.5', '10', '25'];
    const rates = [
      { num: '1', den: '1' },
      { num: '1.08525', den: '1' },
      { num: '2', den: '301.234' },
      { num: '1.2715', den: '1' },
      { num: '2', den: '300.003' },
    ];
    for (let i = 0; i < 5000; i++) {
      const precision = [0, 1, 2, 3, 5][next(5)]!;
      const terms = { profitContractSize: sizes[next(sizes.length)]!, precision } as InstrumentInfo;
      const side = (next(2) + 1) as 1 | 2;
      const lots = BigInt(next(10_000) + 1) * 1_000_000n; // 0.01 to 100 lots
      const openPoints = next(2_000_000) + 1;
      const currentPoints = Math.max(1, openPoints + next(200_001) - 100_000);
      const rate = rates[next(rates.length)]!;
      const expected = toUnits(
        profit({
          side,
          lots: (Number(lots) / 1e8).toFixed(2),
          profitContNum: terms.profitContractSize,
          open: formatPoints(openPoints, precision),
          current: formatPoints(currentPoints, precision),
          rate,
        }),
      );
      expect(profitUnits(terms, { side, lots, openPoints, currentPoints }, rate), `case ${i}`).toBe(expected);
    }
  });

  it('rounds a half step to even, as the contract does', () => {
    // 1 point of a 5-decimal price × 0.05 lots × size 1 = 0.0000005 USD: half of 10^-6, rounds to 0.
    const terms = { profitContractSize: '1', precision: 5 } as InstrumentInfo;
    const rate = { num: '1', den: '1' };
    expect(profitUnits(terms, { side: 1, lots: 5_000_000n, openPoints: 100, currentPoints: 101 }, rate)).toBe(0n);
    // 3 points: 0.0000015 rounds to 0.000002.
    expect(profitUnits(terms, { side: 1, lots: 5_000_000n, openPoints: 100, currentPoints: 103 }, rate)).toBe(200n);
    expect(profitUnits(terms, { side: 2, lots: 5_000_000n, openPoints: 100, currentPoints: 103 }, rate)).toBe(-200n);
  });
});
