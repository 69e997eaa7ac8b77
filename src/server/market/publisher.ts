import { CHANNEL, DAY_MARKET_BATCH_MS, klineChannel, PERIODS, type Candle, type Period } from '../../contract/index.ts';
import type { Bus } from '../bus.ts';
import type { Clock, TimerHandle } from '../clock.ts';
import type { CandleAggregator } from './candles.ts';
import type { InstrumentInfo } from './catalog.ts';
import { toCandle } from './prices.ts';
import type { QuoteBook } from './quotes.ts';

// Pushes the market onto the bus in batches: a socket should not get one message per tick of
// 24 instruments. A batch carries on DAY_MARKET each instrument that changed (a tick or an
// open/closed flip), and on KLINE.<CODE> the forming candles of each instrument that ticked.
// Leading-edge throttle (issue 22 item 7): the first change after a quiet window goes out at
// once, on the microtask after the tick round (so every instrument of the round, and every
// round a cluster follower reads from NATS in one go, share one batch); changes within
// DAY_MARKET_BATCH_MS of a batch wait for the window's end. A price thus reaches the socket
// within the window of its tick, and a socket gets at most one batch per window.

/** How often the publisher looks for a market opening or closing (its flips are not ticks). */
export const STATUS_CHECK_MS = 500;

export interface PublisherDeps {
  bus: Bus;
  instruments: InstrumentInfo[];
  quotes: QuoteBook;
  aggregator: CandleAggregator;
  marketStatus: (instrumentId: number, at?: number) => number;
  clock: Clock;
}

export interface Publisher {
  /** Marks an instrument as ticked: it goes out on DAY_MARKET and KLINE in the next batch. */
  ticked(instrumentId: number): void;
  start(): void;
  stop(): void;
}

export function createPublisher(deps: PublisherDeps): Publisher {
  const byId = new Map(deps.instruments.map((i) => [i.id, i]));
  const changed = new Set<number>();
  const charted = new Set<number>();
  const status = new Map<number, number>();
  let statusTimer: TimerHandle | undefined;
  let running = false;
  /** A batch is on its way (the microtask or the window's timer). */
  let due: 'soon' | TimerHandle | undefined;
  let lastBatchAt = -Infinity;

  // A flip goes out on DAY_MARKET (MarketStatus, NextOpen) and as a typed 'market.status' event.
  function checkStatus() {
    const at = deps.clock.now();
    for (const info of deps.instruments) {
      const s = deps.marketStatus(info.id, at);
      if (status.get(info.id) !== s) {
        if (status.has(info.id)) {
          changed.add(info.id);
          deps.bus.emit({ type: 'market.status', instrumentId: info.id, code: info.code, open: s === 1, at });
        }
        status.set(info.id, s);
      }
    }
  }

  function publish() {
    due = undefined;
    lastBatchAt = deps.clock.now();
    if (changed.size > 0) {
      const data = [...changed].map((id) => deps.quotes.tick(byId.get(id)!));
      changed.clear();
      deps.bus.publish(CHANNEL.DAY_MARKET, { type: 'DAY_MARKET', data });
    }
    for (const id of charted) {
      const info = byId.get(id)!;
      const forming = formingCandles(deps.aggregator, info);
      if (forming) deps.bus.publish(klineChannel(info.code), { type: 'KLINE', channel: klineChannel(info.code), code: info.code, data: forming });
    }
    charted.clear();
  }

  function schedule() {
    if (!running || due !== undefined) return;
    const wait = lastBatchAt + DAY_MARKET_BATCH_MS - deps.clock.now();
    if (wait > 0) {
      due = deps.clock.setTimeout(publish, wait);
      return;
    }
    const mine = (due = 'soon');
    queueMicrotask(() => {
      if (due === mine) publish();
    });
  }

  return {
    ticked(instrumentId) {
      changed.add(instrumentId);
      charted.add(instrumentId);
      schedule();
    },
    start() {
      if (running) return;
      running = true;
      checkStatus();
      statusTimer = deps.clock.setInterval(() => {
        checkStatus();
        if (changed.size > 0) schedule();
      }, STATUS_CHECK_MS);
      if (changed.size > 0) schedule();
    },
    stop() {
      running = false;
      deps.clock.clearInterval(statusTimer);
      statusTimer = undefined;
      if (due !== undefined && due !== 'soon') deps.clock.clearTimeout(due);
      due = undefined;
    },
  };
}

/** The latest candle of every period, or null while a period has none yet. */
function formingCandles(aggregator: CandleAggregator, info: InstrumentInfo): Record<Period, Candle> | null {
  const out = {} as Record<Period, Candle>;
  for (const period of PERIODS) {
    const bar = aggregator.latest(info.id, period);
    if (!bar) return null;
    out[period] = toCandle(bar, info.precision);
  }
  return out;
}
