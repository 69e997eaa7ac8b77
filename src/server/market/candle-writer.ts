import type { FastifyBaseLogger } from 'fastify';
import type { Period } from '../../contract/index.ts';
import type { Clock, TimerHandle } from '../clock.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { Bar, CandleAggregator, CandleRow } from './candles.ts';
import { pruneCandles, writeCandles, type Precisions } from '../db/candle-repository.ts';
import { HOUR, MINUTE } from './time.ts';

// Writes candles from memory to the table: at each minute boundary (every period's buckets
// end on one) the finished candles and the changed forming ones, and once more at stop, so a
// restart continues the same candles. Writes never overlap; a failed write is retried with the
// next one. Once an hour the oldest rows past the retention are dropped.

export interface CandleWriter {
  start(): void;
  /** Stops the schedule and writes what is left. */
  stop(): Promise<void>;
  /** Writes now (also used at the end of start-up). */
  flush(): Promise<void>;
  /** Rows being written right now, so a reader never misses a candle in between. */
  inFlight(instrumentId: number, period: Period): Bar[];
}

export interface CandleWriterDeps {
  db: Executor;
  aggregator: CandleAggregator;
  precisions: Precisions;
  log: FastifyBaseLogger;
  clock: Clock;
  /** False while another node of a cluster produces the market and writes its candles: this one drops what it would write. */
  writes?: () => boolean;
}

export function createCandleWriter(deps: CandleWriterDeps): CandleWriter {
  const { clock } = deps;
  const now = () => clock.now();
  let writing: CandleRow[] = [];
  let retry: CandleRow[] = [];
  let chain: Promise<void> = Promise.resolve();
  let minuteTimer: TimerHandle | undefined;
  let pruneTimer: TimerHandle | undefined;
  let running = false;

  const flush = () =>
    (chain = chain.then(async () => {
      const rows = [...retry, ...deps.aggregator.drain(now(), true)];
      retry = [];
      if (rows.length === 0 || deps.writes?.() === false) return;
      writing = rows;
      try {
        await writeCandles(deps.db, deps.precisions, rows);
      } catch (error) {
        deps.log.error({ err: error }, 'writing candles failed; retrying with the next write');
        retry = rows;
      } finally {
        writing = [];
      }
    }));

  const prune = () =>
    (chain = chain.then(async () => {
      if (deps.writes?.() === false) return;
      try {
        await pruneCandles(deps.db, [...deps.precisions.keys()]);
      } catch (error) {
        deps.log.error({ err: error }, 'pruning candles failed');
      }
    }));

  function scheduleMinute() {
    // Just after the boundary, so the minute that ended is complete.
    const delay = MINUTE - (now() % MINUTE) + 200;
    minuteTimer = clock.setTimeout(() => {
      if (!running) return;
      void flush();
      scheduleMinute();
    }, delay);
  }

  return {
    start() {
      if (running) return;
      running = true;
      scheduleMinute();
      pruneTimer = clock.setInterval(() => void prune(), HOUR);
    },
    async stop() {
      running = false;
      clock.clearTimeout(minuteTimer);
      clock.clearInterval(pruneTimer);
      await flush();
    },
    flush,
    inFlight(instrumentId, period) {
      const rows = [...retry, ...writing];
      return rows.filter((r) => r.instrumentId === instrumentId && r.period === period).map((r) => r.bar);
    },
  };
}
