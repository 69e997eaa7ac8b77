import { describe, expect, it } from 'vitest';
import { atMinimum, lotsProblem, snapLots, stepLots } from '../../src/app/features/trade/ticket/lots.ts';
import { defaultStops, stopProblem, stopReference } from '../../src/app/features/trade/ticket/stops.ts';

const rule = { step: '0.01', min: '0.01' };
const btc = { step: '0.01', min: '0.05' };

describe('ticket lots', () => {
  it('steps by Pip and never goes below ForexMinCont', () => {
    expect(stepLots('0.01', rule, 1)).toBe('0.02');
    expect(stepLots('0.02', rule, -1)).toBe('0.01');
    expect(stepLots('0.01', rule, -1)).toBe('0.01');
    expect(stepLots('0.05', btc, -1)).toBe('0.05');
    expect(stepLots('0.06', btc, -1)).toBe('0.05');
    expect(atMinimum('0.05', btc)).toBe(true);
    expect(atMinimum('0.06', btc)).toBe(false);
  });

  it('steps a value between steps to its neighbouring step', () => {
    expect(stepLots('0.125', rule, 1)).toBe('0.13');
    expect(stepLots('0.125', rule, -1)).toBe('0.12');
  });

  it('names what is wrong with typed lots and snaps them down to a step, at least the minimum', () => {
    expect(lotsProblem('0.1', rule)).toBeNull();
    expect(lotsProblem('', rule)).toBe('empty');
    expect(lotsProblem('abc', rule)).toBe('empty');
    expect(lotsProblem('0.03', btc)).toBe('below_min');
    expect(lotsProblem('0.123', rule)).toBe('off_step');
    expect(snapLots('0.129', rule)).toBe('0.12');
    expect(snapLots('0.03', btc)).toBe('0.05');
    expect(snapLots('x', btc)).toBe('0.05');
    expect(snapLots('2', rule)).toBe('2.00');
  });
});

describe('ticket take-profit and stop-loss defaults', () => {
  const quote = { bid: '1.16840', ask: '1.16852', target: '1.10000' };

  it('puts a buy’s take-profit one price step above and its stop-loss one below the bid it closes at', () => {
    const ref = stopReference({ side: 1, pending: false, ...quote });
    expect(ref).toBe('1.16840');
    expect(defaultStops(1, ref, 5)).toEqual({ takeProfit: '1.16841', stopLoss: '1.16839' });
  });

  it('puts a sell’s the other way round, around the ask it closes at', () => {
    const ref = stopReference({ side: 2, pending: false, ...quote });
    expect(ref).toBe('1.16852');
    expect(defaultStops(2, ref, 5)).toEqual({ takeProfit: '1.16851', stopLoss: '1.16853' });
  });

  it('uses a pending order’s target as the reference, and the defaults pass the side check', () => {
    for (const side of [1, 2] as const) {
      const ref = stopReference({ side, pending: true, ...quote });
      expect(ref).toBe('1.10000');
      const d = defaultStops(side, ref, 2 + 3);
      expect(stopProblem(side, ref, 'take_profit', d.takeProfit)).toBe(false);
      expect(stopProblem(side, ref, 'stop_loss', d.stopLoss)).toBe(false);
    }
    expect(defaultStops(1, '104250.00', 2)).toEqual({ takeProfit: '104250.01', stopLoss: '104249.99' });
  });

  it('flags a level on the wrong side or equal to the reference', () => {
    expect(stopProblem(1, '1.16840', 'take_profit', '1.16840')).toBe(true);
    expect(stopProblem(1, '1.16840', 'stop_loss', '1.16900')).toBe(true);
    expect(stopProblem(2, '1.16852', 'take_profit', '1.16900')).toBe(true);
    expect(stopProblem(2, '1.16852', 'stop_loss', '1.16800')).toBe(true);
    expect(stopProblem(1, '1.16840', 'take_profit', 'abc')).toBe(true);
  });
});
