import { describe, expect, it } from 'vitest';
import { TriggerIndex } from '../../../src/server/engine/trading/trigger-index.ts';

describe('the trigger index', () => {
  it('an up lane gives the levels a price reached, lowest first, and keeps the rest', () => {
    const index = new TriggerIndex();
    for (const [level, orderId] of [[110, 1], [105, 2], [120, 3], [105, 4]] as const) index.add({ lane: 'bid-up', level, orderId, kind: 'take_profit' });
    expect(index.take('bid-up', 104)).toEqual([]);
    expect(index.take('bid-up', 110).map((t) => t.orderId)).toEqual([2, 4, 1]);
    expect(index.size()).toBe(1);
  });

  it('a down lane gives the levels a price fell to, highest first', () => {
    const index = new TriggerIndex();
    for (const [level, orderId] of [[90, 1], [95, 2], [80, 3]] as const) index.add({ lane: 'ask-down', level, orderId, kind: 'entry' });
    expect(index.take('ask-down', 90).map((t) => t.orderId)).toEqual([2, 1]);
  });

  it('removes one order at a level without touching another at the same level', () => {
    const index = new TriggerIndex();
    index.add({ lane: 'bid-down', level: 100, orderId: 1, kind: 'stop_loss' });
    index.add({ lane: 'bid-down', level: 100, orderId: 2, kind: 'stop_loss' });
    index.remove({ lane: 'bid-down', level: 100, orderId: 1, kind: 'stop_loss' });
    expect(index.take('bid-down', 50).map((t) => t.orderId)).toEqual([2]);
  });

  it('a tick over 100,000 triggers looks only at what it crosses', () => {
    const index = new TriggerIndex();
    for (let i = 0; i < 100_000; i++) index.add({ lane: 'bid-up', level: 1_000_000 + i, orderId: i, kind: 'take_profit' });
    expect(index.take('bid-up', 1_000_009)).toHaveLength(10);
    expect(index.size()).toBe(99_990);
  });
});
