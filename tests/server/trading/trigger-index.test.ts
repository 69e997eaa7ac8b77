import { describe, expect, it } from 'vitest';
import { TriggerIndex } from '../../../src/server/engine/trading/trigger-index.ts';

describe('the trigger index', () => {
  it('an up lane gives the levels a price reached, lowest first, and keeps the rest', () => {
    const index = new TriggerIndex();
    for (const [level, orderId] of [
      [110, 1],
      [105, 2],
      [120, 3],
      [105, 4],
    ] as const)
      index.add({ lane: 'bid-up', level, orderId, kind: 'take_profit' });
    expect(index.take('bid-up', 104)).toEqual([]);
    expect(index.take('bid-up', 110).map((t) => t.orderId)).toEqual([2, 4, 1]);
    expect(index.size()).toBe(1);
  });

  it('a down lane gives the levels a price fell to, highest first', () => {
    const index = new TriggerIndex();
    for (const [level, orderId] of [
      [90, 1],
      [95, 2],
      [80, 3],
    ] as const)
      index.add({ lane: 'ask-down', level, orderId, kind: 'entry' });
    expect(index.take('ask-down', 90).map((t) => t.orderId)).toEqual([2, 1]);
  });

  it('removes one order at a level without touching another at the same level', () => {
    const index = new TriggerIndex();
    index.add({ lane: 'bid-down', level: 100, orderId: 1, kind: 'stop_loss' });
    index.add({ lane: 'bid-down', level: 100, orderId: 2, kind: 'stop_loss' });
    index.remove({ lane: 'bid-down', level: 100, orderId: 1, kind: 'stop_loss' });
    expect(index.take('bid-down', 50).map((t) => t.orderId)).toEqual([2]);
  });

  it('loads many at once in the same order as adding them one by one', () => {
    const levels = [7, 3, 9, 3, 1, 7, 7, 12, 0, 3];
    const one = new TriggerIndex();
    const many = new TriggerIndex();
    const triggers = levels.map((level, orderId) => ({ lane: 'ask-down' as const, level, orderId, kind: 'entry' as const }));
    for (const t of triggers) one.add(t);
    many.addMany(triggers);
    expect(many.take('ask-down', 0)).toEqual(one.take('ask-down', 0));
    const up = triggers.map((t) => ({ ...t, lane: 'bid-up' as const }));
    const a = new TriggerIndex();
    const b = new TriggerIndex();
    for (const t of up) a.add(t);
    b.addMany(up);
    expect(b.take('bid-up', 100)).toEqual(a.take('bid-up', 100));
  });

  it('a tick over 100,000 triggers looks only at what it crosses', () => {
    const index = new TriggerIndex();
    index.addMany(Array.from({ length: 100_000 }, (_, i) => ({ lane: 'bid-up' as const, level: 1_000_000 + i, orderId: i, kind: 'take_profit' as const })));
    expect(index.take('bid-up', 1_000_009)).toHaveLength(10);
    expect(index.size()).toBe(99_990);
  });
});
