import { CHANNEL, DAY_MARKET_BATCH_MS, klineChannel, PERIODS, type Candle, type Period } from '../../contract/index.ts';
import type { Bus } from '../bus.ts';
import type { Clock, TimerHandle } from '../clock.ts';
import type { CandleAggregator } from './candles.ts';
import type { InstrumentInfo } from './catalog.ts';
import { toCandle } from './prices.ts';
import type { QuoteBook } from './quotes.ts';

// Pushes the market onto the bus in batches: a socket should not get one message per tick of
// 24 instruments. Every DAY_MARKET_BATCH_MS, DAY_MARKET carries each instrument that changed
// (a tick or an open/closed flip), and KLINE.<CODE> the forming candles of each instrument
// that ticked, so no instrument's chart is pushed more than once per batch.

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
  let timer: TimerHandle | undefined;

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
    checkStatus();
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

  return {
    ticked(instrumentId) {
      changed.add(instrumentId);
      charted.add(instrumentId);
    },
    start() {
      if (timer) return;
      checkStatus();
      timer = deps.clock.setInterval(publish, DAY_MARKET_BATCH_MS);
    },
    stop() {
      deps.clock.clearInterval(timer);
      timer = undefined;
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
