import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../../src/server/bus.ts';

// The in-process bus's channel bookkeeping: the engine's one-second FOREX_TRADE pass walks the
// accounts somebody watches (listeningIds), not every holder, so the list must follow the
// subscriptions exactly, or an open app would stop getting its live positions.
describe('local bus', () => {
  it('lists the ids of the subscribed channels of a prefix, and forgets a channel when its last subscriber leaves', () => {
    const bus = createLocalBus();
    const offA = bus.subscribe('FOREX_TRADE:7', () => {});
    const offB = bus.subscribe('FOREX_TRADE:7', () => {});
    const offC = bus.subscribe('FOREX_TRADE:12', () => {});
    const offOther = bus.subscribe('FOREX_TRADE_X:3', () => {});
    bus.subscribe('DAY_MARKET', () => {});
    expect([...bus.listeningIds('FOREX_TRADE')!].sort((a, b) => a - b)).toEqual([7, 12]);
    offA();
    expect([...bus.listeningIds('FOREX_TRADE')!].sort((a, b) => a - b)).toEqual([7, 12]);
    offB();
    offC();
    offOther();
    expect([...bus.listeningIds('FOREX_TRADE')!]).toEqual([]);
  });
});
