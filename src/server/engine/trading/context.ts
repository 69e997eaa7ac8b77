import type { UsdRate } from '../../../contract/formulas.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { idBlockRepository } from '../../db/id-block-repository.ts';
import { UnknownInstrument } from '../../errors.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import type { Market, PointQuote } from '../../market/types.ts';
import { createIdAllocator, type IdAllocator } from '../id-allocator.ts';
import type { Settings } from '../settings.ts';
import type { Wallet } from '../wallet/index.ts';
import { createSerialQueues } from '../wallet/serial.ts';
import { OrderBook } from './book.ts';
import { MarginCalls } from './margin-call.ts';
import { RiskScreen, usdPerPointLot } from './risk-screen.ts';

/**
 * The risk screen flags an account for the exact stop-out check once its estimated risk rate is
 * within this factor of stop_out_level (10 % room for float rounding and cross rates that moved
 * since the instrument's last tick).
 */
export const SCREEN_ROOM = 1.1;

export interface TradingDeps {
  db: Executor;
  wallet: Wallet;
  market: Market;
  settings: Settings;
  bus: Bus;
  clock: Clock;
  /** A fault in a command the engine started itself (a trigger, a stop-out): logged, never thrown. */
  onError: (error: unknown) => void;
}

/**
 * What the engine's modules share (open, close, triggers, stop-out, queries, expiry): the
 * services it was given, the hot state, the account lanes and the instrument look-ups. Its
 * modules are plain functions taking it first, as repositories take an executor.
 */
export interface TradingContext extends Readonly<TradingDeps> {
  readonly screen: RiskScreen;
  readonly book: OrderBook;
  readonly marginCalls: MarginCalls;
  /** Order ids from the database's blocks: unique across processes on one database (id-allocator.ts). */
  readonly ids: IdAllocator;
  /** stop_out_level (percent) as last read; the screen passes every holder until it is known. */
  stopOutLevel: number | undefined;
  /** instruments.max_lots by instrument id, read at start. */
  maxLots: Map<number, string>;
  /** Ticked instrument → the instruments whose USD rate it sets (rate-sources.ts). */
  dependents: Map<number, number[]>;
  /** Between start and stop: the timers are set only then. */
  running: boolean;
  /** Accounts with a stop-out check queued in their lane (one waits at a time). */
  readonly stopOutQueued: Set<number>;
  /** Orders with a trailing-stop move queued in their lane (one waits at a time). */
  readonly trailQueued: Set<number>;
  /** Runs a command in the account's lane, after the commands queued before it, tracked for `settled`. */
  inLane<T>(userId: number, task: () => Promise<T>): Promise<T>;
  /** Resolves once every command started so far (triggers and stop-outs included) has finished. */
  settled(): Promise<void>;
  readStopOutLevel(): Promise<void>;
  /** The instrument's terms, or UnknownInstrument. */
  termsOf(id: number): InstrumentInfo;
  /** The instrument's last quote (points), or UnknownInstrument. */
  quoteOf(id: number): PointQuote;
  rateOf(id: number): UsdRate;
}

/**
 * `afterCommand` runs when each lane command ends, whatever its outcome: an order placed,
 * filled or closed may start or stop the engine's timers.
 */
export function createTradingContext(deps: TradingDeps, afterCommand: () => void): TradingContext {
  const { db, market, settings, wallet, onError } = deps;
  const screen = new RiskScreen(
    (id) => {
      const terms = market.terms(id);
      const quote = market.quote(id);
      const rate = market.usdRate(id);
      return terms && quote && rate ? { usdPerPointLot: usdPerPointLot(terms.profitContractSize, rate, terms.precision), quote } : undefined;
    },
    (userId) => wallet.peek(userId),
  );
  // Every change of an account's money reaches the screen's columns as it is committed or read.
  wallet.watch((userId, money) => screen.moneyChanged(userId, money));
  const lanes = createSerialQueues<number>();
  const inflight = new Set<Promise<unknown>>();

  const ctx: TradingContext = {
    ...deps,
    screen,
    book: new OrderBook(screen),
    marginCalls: new MarginCalls(SCREEN_ROOM),
    ids: createIdAllocator((size) => idBlockRepository.reserve(db, 'orders', size)),
    stopOutLevel: undefined,
    maxLots: new Map(),
    dependents: new Map(),
    running: false,
    stopOutQueued: new Set(),
    trailQueued: new Set(),

    inLane<T>(userId: number, task: () => Promise<T>): Promise<T> {
      const run = lanes.run(userId, task).finally(afterCommand);
      const tracked = run.then(
        () => undefined,
        () => undefined,
      );
      inflight.add(tracked);
      void tracked.then(() => inflight.delete(tracked));
      return run;
    },

    async settled() {
      while (inflight.size > 0) await Promise.all([...inflight]);
    },

    readStopOutLevel: () =>
      settings.get('stop_out_level').then(
        (level) => void (ctx.stopOutLevel = Number(level)),
        (error: unknown) => {
          ctx.stopOutLevel = undefined;
          onError(error);
        },
      ),

    termsOf(id) {
      const terms = market.terms(id);
      if (!terms) throw new UnknownInstrument();
      return terms;
    },
    quoteOf(id) {
      const q = market.quote(id);
      if (!q) throw new UnknownInstrument();
      return q;
    },
    rateOf(id) {
      const rate = market.usdRate(id);
      if (!rate) throw new Error(`trading: no USD rate for instrument ${id}`);
      return rate;
    },
  };
  return ctx;
}
