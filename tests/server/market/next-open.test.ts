import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteTick, ServerMessage } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import { nextOpening } from '../../../src/server/market/sessions.ts';
import { at } from './fixtures.ts';
import { startScriptedMarket } from './harness.ts';

// A closed market says when it opens again, from the trading hours in New York time.

describe('the next opening of a schedule', () => {
  it('is Sunday 17:00 New York time for forex on a Saturday, in winter and in summer', () => {
    expect(nextOpening('forex', at('2026-11-21T16:00:00Z'))).toBe(at('2026-11-22T22:00:00Z')); // EST, UTC−5
    expect(nextOpening('forex', at('2026-07-11T16:00:00Z'))).toBe(at('2026-07-12T21:00:00Z')); // EDT, UTC−4
  });

  it('is the end of the daily break for metals, and none while a market is open', () => {
    expect(nextOpening('metals', at('2026-11-24T22:30:00Z'))).toBe(at('2026-11-24T23:00:00Z')); // 17:30 → 18:00 EST
    expect(nextOpening('forex', at('2026-11-24T17:00:00Z'))).toBeNull();
    expect(nextOpening('crypto', at('2026-11-21T16:00:00Z'))).toBeNull();
  });

  it('is Monday 02:00 New York time for the German index on a Saturday', () => {
    expect(nextOpening('eu-index', at('2026-11-21T16:00:00Z'))).toBe(at('2026-11-23T07:00:00Z'));
  });
});

describe('a closed market on the wire', () => {
  // Sunday 22 November 2026, 16:59 New York: forex opens in a minute. GBPUSD is halted by hand.
  const sunday = at('2026-11-22T21:59:00Z');
  const opening = at('2026-11-22T22:00:00Z');
  let m: Awaited<ReturnType<typeof startScriptedMarket>>;
  beforeAll(async () => {
    m = await startScriptedMarket({ haltedCodes: ['GBPUSD'] }, createManualClock(sunday));
  });
  afterAll(async () => {
    await m?.stop();
  });

  it('gives forex at the weekend its opening time, an open market none, a halted one none', () => {
    const eur = m.market.instrumentByCode('EURUSD', 'en')!;
    expect(eur.MarketStatus).toBe(0);
    expect(eur.NextOpen).toBe(opening);
    expect(m.market.instrumentByCode('BTCUSD', 'en')!.NextOpen).toBeNull();
    expect(m.market.instrumentByCode('GBPUSD', 'en')!.NextOpen).toBeNull();
    expect(m.market.ticks().find((q) => q.Code === 'EURUSD')).toMatchObject({ MarketStatus: 0, NextOpen: opening });
  });

  it('pushes the opening on DAY_MARKET: open, and no next opening any more', async () => {
    const pushed: QuoteTick[] = [];
    const off = m.bus.subscribe('DAY_MARKET', (message: ServerMessage) => {
      if (message.type === 'DAY_MARKET') pushed.push(...message.data);
    });
    await m.clock.advance(61_000);
    off();
    expect(pushed.find((q) => q.Code === 'EURUSD')).toMatchObject({ MarketStatus: 1, NextOpen: null });
    expect(pushed.some((q) => q.Code === 'GBPUSD')).toBe(false);
    expect(m.market.instrumentByCode('EURUSD', 'en')!.NextOpen).toBeNull();
  });
});
