import { backfillCandles, continueCandles } from './candle-startup.ts';
import { createCandleWriter } from './candle-writer.ts';
import { loadInstruments } from './catalog.ts';
import { createMarketContext, type MarketDeps } from './context.ts';
import { createFeed } from './feed.ts';
import { createHours } from './hours.ts';
import { createLookups } from './lookups.ts';
import { createPublisher } from './publisher.ts';
import { QuoteBook } from './quotes.ts';
import { createSimulator } from './simulator.ts';
import { relayQuotes } from '../cluster/market-source.ts';
import type { Market } from './types.ts';

export type { Market, PointQuote, QuoteSource } from './types.ts';
export type { MarketDeps } from './context.ts';

/**
 * The market: instruments from the database, candles continued from the table (history is
 * generated on the first start), the simulator as quote source, and live pushes on the bus.
 *
 * This file wires the modules, which share one context (context.ts): hours, candle start-up,
 * the feed (ticks in), and the look-ups (what the engine, handlers and socket read).
 */
export async function createMarket(deps: MarketDeps): Promise<Market> {
  const ctx = createMarketContext(deps, await loadInstruments(deps.db));
  const { db, bus, config, log, clock, infos, precisions, aggregator } = ctx;
  const hours = createHours(ctx);
  await continueCandles(ctx);

  const quotes = new QuoteBook(aggregator, { marketStatus: (id) => hours.marketStatus(id), nextOpen: (id) => hours.nextOpen(id) });
  const publisher = createPublisher({ bus, instruments: infos, quotes, aggregator, marketStatus: hours.marketStatus, clock });
  const own =
    deps.source?.({ instruments: infos, clock }) ??
    createSimulator({ instruments: infos, lastClose: (id) => aggregator.lastClose(id), tickMs: config.tickMs, seed: config.marketSeed, canTrade: hours.isOpen, clock });
  // In a cluster one node produces (and fills the gap nobody produced before it); the others follow its ticks.
  const relayed = deps.cluster
    ? relayQuotes({ ...deps.cluster, db, clock, seed: config.marketSeed, own, beforeProducing: () => backfillCandles(ctx), onError: (error) => log.error({ err: error }, 'market lease failed') })
    : undefined;
  const source = relayed ?? own;
  const writer = createCandleWriter({ db, aggregator, precisions, log, clock, writes: relayed?.producing });
  const feed = createFeed(ctx, { quotes, publisher });
  relayed?.onHold((hold) => ('release' in hold ? feed.release(hold.code) : feed.hold(hold.code, hold.bid, hold.ask)));
  let offTicks: (() => void) | undefined;

  return {
    ...createLookups(ctx, { quotes, writer }),
    isOpen: hours.isOpen,
    nextOpen: hours.nextOpen,
    onTick: (listener) => bus.on('quotes.tick', (event) => listener(event.quotes)),
    hold(code, bid, ask) {
      const quote = feed.hold(code, bid, ask);
      if (quote) relayed?.shareHold({ code, bid, ask });
      return quote;
    },
    release(code) {
      const released = feed.release(code);
      if (released) relayed?.shareHold({ code, release: true });
      return released;
    },
    async start() {
      if (offTicks) return;
      if (!relayed) await backfillCandles(ctx);
      offTicks = source.onTick(feed.onTicks);
      await source.start();
      publisher.start();
      writer.start();
    },
    async stop() {
      if (!offTicks) return;
      // A producer writes its candles before it lets the lease go; the next one continues from them.
      if (relayed?.producing()) await writer.flush();
      await source.stop();
      offTicks();
      offTicks = undefined;
      publisher.stop();
      await writer.stop();
    },
  };
}
