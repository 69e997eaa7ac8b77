import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../src/server/clock.ts';
import { createSimulator } from '../../../src/server/market/simulator.ts';
import type { RawTick } from '../../../src/server/market/types.ts';
import { info } from './fixtures.ts';

describe('quote simulator', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.parse('2026-11-24T15:00:00Z') }));
  afterEach(() => void vi.useRealTimers());

  async function run(seconds: number, canTrade: (id: number) => boolean) {
    const instruments = [info('EURUSD'), info('BTCUSD'), info('XAUUSD'), info('GER40')];
    const sim = createSimulator({ instruments, lastClose: () => undefined, tickMs: 500, seed: 'test', canTrade, clock: systemClock });
    const ticks: RawTick[] = [];
    sim.onTick((batch) => ticks.push(...batch));
    await sim.start();
    vi.advanceTimersByTime(seconds * 1000);
    await sim.stop();
    return { instruments, ticks };
  }

  it('moves each open instrument at least once a second, but not on every tick', async () => {
    const { instruments, ticks } = await run(30, () => true);
    for (const i of instruments) {
      const times = ticks.filter((t) => t.instrumentId === i.id).map((t) => t.time);
      expect(times.length).toBeLessThan(60); // 60 ticks of 500 ms
      for (let k = 1; k < times.length; k++) expect(times[k] - times[k - 1]).toBeLessThanOrEqual(1_000);
    }
  });

  it('quotes bid below ask with the instrument’s decimals, near its start price', async () => {
    const { instruments, ticks } = await run(10, () => true);
    for (const t of ticks) {
      const i = instruments.find((x) => x.id === t.instrumentId)!;
      expect(t.bid.split('.')[1]?.length ?? 0).toBe(i.precision);
      expect(Number(t.ask)).toBeGreaterThan(Number(t.bid));
      expect(Math.abs(Number(t.bid) / Number(i.startPrice) - 1)).toBeLessThan(0.05);
    }
  });

  it('does not tick an instrument whose market is closed', async () => {
    const btc = info('BTCUSD');
    const { ticks } = await run(10, (id) => id === btc.id);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((t) => t.instrumentId === btc.id)).toBe(true);
  });
});
