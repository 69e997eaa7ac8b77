import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection } from 'nats';
import type { Bus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { Precisions } from '../db/candle-repository.ts';
import { CandleAggregator } from './candles.ts';
import type { InstrumentInfo } from './catalog.ts';
import { expectedTicksPerMinute } from './simulator.ts';
import type { QuoteSource } from './types.ts';

export interface MarketDeps {
  db: Executor;
  bus: Bus;
  config: Config;
  log: FastifyBaseLogger;
  /** Ticks, candle writes, DAY_MARKET batches, market hours and history all read it. */
  clock: Clock;
  /** The quote feed; the simulator when absent. Tests pass the scripted source. */
  source?: (deps: { instruments: readonly InstrumentInfo[]; clock: Clock }) => QuoteSource;
  /** A node of a cluster: its NATS connection and name. One node at a time produces the market (cluster/market-source.ts). */
  cluster?: { nats: NatsConnection; prefix: string; nodeId: string };
}

/**
 * What the market's modules share (hours, candle start-up, feed, look-ups): the services it was
 * given, the instruments and their look-ups, and the candles in memory. The modules are plain
 * functions or factories taking it first, as in engine/trading/.
 */
export interface MarketContext extends Readonly<MarketDeps> {
  /** In display order. */
  readonly infos: InstrumentInfo[];
  readonly byId: ReadonlyMap<number, InstrumentInfo>;
  readonly byCode: ReadonlyMap<string, InstrumentInfo>;
  readonly precisions: Precisions;
  /** The latest candle of every period and instrument; fed by ticks, written by the candle writer. */
  readonly aggregator: CandleAggregator;
  /** What generated history and backfill take besides "now": the same seed gives the same walk. */
  readonly history: { seed: string; ticksPerMinute: number };
}

export function createMarketContext(deps: MarketDeps, infos: InstrumentInfo[]): MarketContext {
  return {
    ...deps,
    infos,
    byId: new Map(infos.map((i) => [i.id, i])),
    byCode: new Map(infos.map((i) => [i.code, i])),
    precisions: new Map(infos.map((i) => [i.id, i.precision])),
    aggregator: new CandleAggregator(),
    history: { seed: deps.config.marketSeed, ticksPerMinute: expectedTicksPerMinute(deps.config.tickMs) },
  };
}
