import type { PointQuote } from '../../market/types.ts';
import { orderRepository as repo } from '../../db/order-repository.ts';
import { moveTarget, setStops } from './amend.ts';
import { cancel, closeByUser, closeEverything } from './close.ts';
import { createTradingContext, type TradingContext, type TradingDeps } from './context.ts';
import { createExpiryTimer } from './expiry.ts';
import { fromRow, type LiveOrder } from './live-order.ts';
import { createLiveTimer } from './live-timer.ts';
import { submit, type SubmitInput } from './open.ts';
import { detail, list } from './queries.ts';
import { rateDependents } from './rate-sources.ts';
import { onTick } from './triggers.ts';
import { adoptShard, dropShard } from './shards.ts';

export type { TradingDeps } from './context.ts';
export type { SubmitInput } from './open.ts';
export { PAGE_SIZE } from './queries.ts';

/**
 * The margin engine (issue 8): orders, positions, triggers, stop-out. Every command of one
 * account runs in that account's lane, one at a time: it reads the hot state, writes through
 * the wallet (money, ledger and order rows in one transaction), and only then changes memory.
 *
 * This file wires the modules, which share one context (context.ts): open (submit), amend
 * (stops, a pending target), close (closes, cancels, fills), triggers (the tick), stop-out,
 * queries, and the two timers (expiry, live).
 */
export function createTrading(deps: TradingDeps) {
  const timersFollow = () => {
    liveTimer.sync();
    expiry.sync();
  };
  const ctx = createTradingContext(deps, timersFollow);
  const liveTimer = createLiveTimer(ctx);
  const expiry = createExpiryTimer(ctx);
  let offTick: (() => void) | undefined;
  let offSettings: (() => void) | undefined;

  return {
    /** `shardsOnly`: a node of a cluster loads no orders here; each shard's come with adoptShard. */
    async start(options: { shardsOnly?: boolean } = {}): Promise<void> {
      await load(ctx, options.shardsOnly === true);
      await ctx.readStopOutLevel();
      offSettings = ctx.bus.on('settings.changed', () => void ctx.readStopOutLevel());
      offTick = ctx.market.onTick((quotes: PointQuote[]) => onTick(ctx, quotes));
      ctx.running = true;
      liveTimer.sync();
      // Orders that expired while the server was down go now; the rest on the clock.
      expiry.expireDue();
    },

    async stop(): Promise<void> {
      offTick?.();
      offSettings?.();
      await ctx.settled();
      ctx.running = false;
      liveTimer.sync();
      expiry.sync();
    },

    adoptShard: (shard: number, shards: number) => adoptShard(ctx, shard, shards, timersFollow),
    dropShard: (inShard: (userId: number) => boolean) => dropShard(ctx, inShard, timersFollow),

    /** Resolves once every command started so far (triggers and stop-outs included) has finished. */
    settled: () => ctx.settled(),

    submit: (userId: number, input: SubmitInput) => submit(ctx, userId, input),
    close: (userId: number, id: number, cont?: string) => closeByUser(ctx, userId, id, cont),
    cancel: (userId: number, id: number) => cancel(ctx, userId, id),
    setStops: (userId: number, id: number, takeProfitText?: string, stopLossText?: string, trailingText?: string) => setStops(ctx, userId, id, takeProfitText, stopLossText, trailingText),
    moveTarget: (userId: number, id: number, targetText?: string) => moveTarget(ctx, userId, id, targetText),
    closeEverything: <T>(userId: number, then: () => Promise<T>) => closeEverything(ctx, userId, then),
    list: (userId: number, status: number, page: number) => list(ctx, userId, status, page),
    detail: (userId: number) => detail(ctx, userId),

    /** The account's pending and holding orders as memory has them, read-only (tests prove memory equals the database). */
    ordersOf: (userId: number): ReadonlyArray<Readonly<LiveOrder>> => ctx.book.ofUser(userId),

    /** How many pending and holding orders are in memory (tests, metrics). */
    openOrders: () => ctx.book.size(),
  };
}
export type Trading = ReturnType<typeof createTrading>;

/** At start: the lot limits, the rate sources, a block of ids, and the open orders into the book. */
async function load(ctx: TradingContext, shardsOnly: boolean): Promise<void> {
  const { db, market } = ctx;
  ctx.maxLots = await repo.maxLots(db);
  ctx.dependents = rateDependents(market.instruments('en').flatMap((i) => market.terms(i.Id) ?? []));
  await ctx.ids.prefetch();
  if (shardsOnly) return;
  const loaded: LiveOrder[] = [];
  for (const row of await repo.open(db)) {
    const terms = market.terms(Number(row.instrument_id));
    if (terms) loaded.push(fromRow(row, terms.precision));
  }
  ctx.book.load(loaded);
}
