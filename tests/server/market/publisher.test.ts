import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MARKET_BATCH_MS, type QuoteTick, type ServerMessage } from '../../../src/contract/index.ts';
import { createLocalBus } from '../../../src/server/bus.ts';
import { systemClock } from '../../../src/server/clock.ts';
import type { DomainEventOf } from '../../../src/server/events.ts';
import { CandleAggregator } from '../../../src/server/market/candles.ts';
import { createPublisher, STATUS_CHECK_MS } from '../../../src/server/market/publisher.ts';
import { QuoteBook } from '../../../src/server/market/quotes.ts';
import { at, info } from './fixtures.ts';

describe('live publishing', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function setup() {
    const btc = info('BTCUSD');
    const eur = info('EURUSD');
    const status = new Map([
      [btc.id, 1],
      [eur.id, 1],
    ]);
    const aggregator = new CandleAggregator();
    const t = at('2026-11-24T15:07:10Z');
    for (const i of [btc, eur]) aggregator.add(i.id, { time: t, open: 100, high: 100, low: 100, close: 100, volume: 1 });
    const quotes = new QuoteBook(aggregator, { marketStatus: (id) => status.get(id)!, nextOpen: () => null });
    const bus = createLocalBus();
    const dayMarket: QuoteTick[][] = [];
    const klines: ServerMessage[] = [];
    const flips: DomainEventOf<'market.status'>[] = [];
    bus.on('market.status', (e) => flips.push(e));
    bus.subscribe('DAY_MARKET', (m) => m.type === 'DAY_MARKET' && dayMarket.push(m.data));
    bus.subscribe('KLINE.BTCUSD', (m) => klines.push(m));
    const publisher = createPublisher({ bus, instruments: [btc, eur], quotes, aggregator, marketStatus: (id) => status.get(id)!, clock: systemClock });
    publisher.start();
    return { btc, eur, status, publisher, dayMarket, klines, flips };
  }

  it('batches ticks: each changed instrument once per DAY_MARKET message, unchanged ones not at all', async () => {
    const { btc, publisher, dayMarket, klines } = setup();
    publisher.ticked(btc.id);
    publisher.ticked(btc.id);
    publisher.ticked(btc.id);
    await vi.advanceTimersByTimeAsync(DAY_MARKET_BATCH_MS);
    expect(dayMarket).toHaveLength(1);
    expect(dayMarket[0].map((q) => q.Code)).toEqual(['BTCUSD']);
    expect(klines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DAY_MARKET_BATCH_MS * 20);
    expect(dayMarket).toHaveLength(1); // nothing changed since
    publisher.stop();
  });

  it('puts a tick after a quiet window on the bus within 100 ms of clock time', async () => {
    const { btc, publisher, dayMarket, klines } = setup();
    await vi.advanceTimersByTimeAsync(250); // quiet, and not on any multiple of a window
    publisher.ticked(btc.id);
    await vi.advanceTimersByTimeAsync(100);
    expect(dayMarket.map((batch) => batch.map((q) => q.Code))).toEqual([['BTCUSD']]);
    expect(klines).toHaveLength(1);
    publisher.stop();
  });

  it('coalesces: a tick round is one message, and ticks every 10 ms make at most one message per window', async () => {
    const { btc, eur, publisher, dayMarket, klines } = setup();
    publisher.ticked(btc.id);
    publisher.ticked(eur.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(dayMarket.map((batch) => batch.map((q) => q.Code).sort())).toEqual([['BTCUSD', 'EURUSD']]);
    for (let i = 0; i < 100; i++) {
      publisher.ticked(i % 2 ? btc.id : eur.id);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(DAY_MARKET_BATCH_MS);
    // 1 s of ticks every 10 ms: about one batch per 100 ms, never one per tick.
    expect(dayMarket.length).toBeGreaterThanOrEqual(10);
    expect(dayMarket.length).toBeLessThanOrEqual(1 + Math.ceil(1_000 / DAY_MARKET_BATCH_MS) + 1);
    expect(klines.length).toBe(dayMarket.length);
    publisher.stop();
  });

  it('publishes an instrument whose market closes, with MarketStatus 0, and tells the engine', async () => {
    const { eur, status, publisher, dayMarket, flips } = setup();
    status.set(eur.id, 0);
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS);
    expect(dayMarket).toHaveLength(1);
    expect(dayMarket[0]).toEqual([expect.objectContaining({ Code: 'EURUSD', MarketStatus: 0 })]);
    expect(flips).toEqual([expect.objectContaining({ type: 'market.status', instrumentId: eur.id, code: 'EURUSD', open: false })]);
    status.set(eur.id, 1);
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_MS);
    expect(dayMarket[1]).toEqual([expect.objectContaining({ Code: 'EURUSD', MarketStatus: 1 })]);
    publisher.stop();
  });
});
