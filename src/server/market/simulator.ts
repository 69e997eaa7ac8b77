import type { Clock, TimerHandle } from '../clock.ts';
import type { InstrumentInfo } from './catalog.ts';
import { priceModel, roundToPoints, stepPrice, type PriceModel } from './model.ts';
import { formatPoints } from './prices.ts';
import { createRandom } from './random.ts';
import type { QuoteSource, RawTick } from './types.ts';

// The embedded quote source: every tickMs, each open instrument may move along the shared
// price process (model.ts). Real books are not busy every moment, so an instrument moves on a
// share of ticks only, but never stays quiet longer than MAX_QUIET_MS while its market is open.

/** Chance that an open instrument moves on a given tick. */
export const MOVE_CHANCE = 0.6;
/** An open instrument moves at least this often (DAY_MARKET promises a change each second). */
export const MAX_QUIET_MS = 1_000;
/** Expected ticks per minute of one open instrument, for history volumes that match live ones. */
export const expectedTicksPerMinute = (tickMs: number) => (60_000 / safeTickMs(tickMs)) * MOVE_CHANCE;

const safeTickMs = (tickMs: number) => Math.max(50, tickMs);

export interface SimulatorOptions {
  instruments: InstrumentInfo[];
  /** Where each instrument continues from: its last close, in points (undefined: its start price). */
  lastClose: (instrumentId: number) => number | undefined;
  tickMs: number;
  seed: string;
  /** True when the instrument trades at `at`: market hours and not halted. */
  canTrade: (instrumentId: number, at: number) => boolean;
  clock: Clock;
}

interface State {
  info: InstrumentInfo;
  model: PriceModel;
  /** Unrounded price, so rounding never biases the walk. */
  price: number;
  /** Open-market time since the last move, in ms: the variance of the next move. */
  pending: number;
  quietFor: number;
}

export function createSimulator(options: SimulatorOptions): QuoteSource {
  const tickMs = safeTickMs(options.tickMs);
  const now = () => options.clock.now();
  const listeners = new Set<(ticks: RawTick[]) => void>();
  let timer: TimerHandle | undefined;
  let lastRun = 0;
  let states: State[] = [];
  let random = createRandom(`${options.seed}:live`);

  function run() {
    const at = now();
    // After a stall of the event loop, do not turn the lost time into one huge move.
    const elapsed = Math.min(Math.max(at - lastRun, 0), tickMs * 4);
    lastRun = at;
    const ticks: RawTick[] = [];
    for (const s of states) {
      if (!options.canTrade(s.info.id, at)) {
        s.quietFor = 0;
        continue;
      }
      s.pending += elapsed;
      s.quietFor += elapsed;
      if (random.next() >= MOVE_CHANCE && s.quietFor < MAX_QUIET_MS - tickMs / 2) continue;
      s.price = stepPrice(s.model, s.price, s.pending, random.normal());
      s.pending = 0;
      s.quietFor = 0;
      const bid = roundToPoints(s.model, s.price);
      // The spread breathes a little (up to +30 %), as it does on a real book.
      const ask = bid + Math.max(1, Math.round(s.model.spreadPoints * (1 + 0.3 * random.next())));
      ticks.push({ instrumentId: s.info.id, time: at, bid: formatPoints(bid, s.info.precision), ask: formatPoints(ask, s.info.precision) });
    }
    if (ticks.length > 0) for (const listener of listeners) listener(ticks);
  }

  return {
    async start() {
      if (timer) return;
      states = options.instruments.map((info) => {
        const model = priceModel(info);
        const close = options.lastClose(info.id);
        return { info, model, price: close !== undefined ? close / 10 ** info.precision : Number(info.startPrice), pending: 0, quietFor: 0 };
      });
      lastRun = now();
      // Seeded per start: reproducible for a given seed and start time, not a replay of the last run.
      random = createRandom(`${options.seed}:live:${lastRun}`);
      timer = options.clock.setInterval(run, tickMs);
    },
    async stop() {
      options.clock.clearInterval(timer);
      timer = undefined;
    },
    onTick(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
