import { orderRepository as repo } from '../../db/order-repository.ts';
import type { PointQuote } from '../../market/types.ts';
import { closeAt, fill } from './close.ts';
import { SCREEN_ROOM, type TradingContext } from './context.ts';
import { pointsToUnits, Status, type LiveOrder } from './live-order.ts';
import { MARGIN_CALL_LEVEL } from './margin-call.ts';
import { checkMarginCall, stopOut } from './stop-out.ts';
import { trailedStop } from './trailing.ts';
import type { Trigger } from './trigger-index.ts';

// A tick's work: the levels it crossed fire, trailing stops follow the price, and the risk
// screen sends the accounts that may be at stop-out (or at a margin call) to the exact check.
// Each of these runs later in its account's lane; the tick itself only queues.

export function onTick(ctx: TradingContext, quotes: PointQuote[]): void {
  const marginCallsHeard = ctx.bus.hears('account.margin_call');
  /** The instruments whose holdings this tick re-values: those ticked and those whose USD rate they set. */
  const revalue: number[] = [];
  for (const q of quotes) {
    // Nothing triggers while the market is closed; at the reopen the first tick decides.
    if (!ctx.market.isOpen(q.instrumentId)) continue;
    for (const t of ctx.book.crossed(q.instrumentId, q)) fire(ctx, t);
    for (const o of ctx.book.trailingOf(q.instrumentId)) if (trailedStop(o, q) !== null) trail(ctx, o);
    // A rate move alone changes the USD profit of positions quoted in that currency: the
    // dependents are re-valued at their own price and the new rate, and screened the same way.
    revalue.push(q.instrumentId, ...(ctx.dependents.get(q.instrumentId) ?? []));
  }
  // Once the whole batch is in: each instrument re-valued once, each account screened once at
  // its value after every quote of the batch (a tick of all 23 instruments screens an account
  // once, not once per instrument it holds). The screen hands over only the accounts whose
  // estimated level is at or below the highest level that matters now.
  const atRisk: number[] = [];
  const cut = screenCut(ctx, marginCallsHeard);
  ctx.screen.screenAll(revalue, cut, (userId, level) => {
    if (needsCheck(ctx, userId, level, marginCallsHeard)) atRisk.push(userId);
  });
  // An account in a margin call that the screen passed over is clearly above 100 % again.
  if (marginCallsHeard) ctx.marginCalls.forget((userId) => ctx.screen.passedOver(userId, cut));
  for (const userId of atRisk) queueStopOut(ctx, userId);
}

/**
 * A crossed level (popped from the trigger index) fills its pending order or closes its holding,
 * in the account's lane, if it is still the order's level then; a failure puts it back.
 */
function fire(ctx: TradingContext, t: Trigger & { price: number }): void {
  const { book } = ctx;
  const o = book.get(t.orderId);
  if (!o) return;
  ctx
    .inLane(o.userId, async () => {
      const current = book.get(t.orderId);
      if (!current) return;
      const armed =
        t.kind === 'entry'
          ? current.status === Status.PENDING && current.targetPrice === t.level
          : current.status === Status.HOLDING && (t.kind === 'take_profit' ? current.takeProfit : current.stopLoss) === t.level;
      if (!armed) return;
      try {
        if (t.kind === 'entry') await fill(ctx, current, t.price);
        // A stop-loss a trailing stop had moved closes as the trailing stop.
        else await closeAt(ctx, current, t.price, t.kind === 'stop_loss' && current.trailing > 0 ? 'trailing_stop' : t.kind, { trigger: t.level });
      } catch (error) {
        if (book.get(current.id) === current) book.rearm(current);
        throw error;
      }
    })
    .catch(ctx.onError);
}

/** The exact stop-out check (then the margin call's, when heard), once queued per account. */
function queueStopOut(ctx: TradingContext, userId: number): void {
  if (ctx.stopOutQueued.has(userId)) return;
  ctx.stopOutQueued.add(userId);
  ctx
    .inLane(userId, async () => {
      ctx.stopOutQueued.delete(userId);
      await stopOut(ctx, userId);
      if (ctx.bus.hears('account.margin_call')) await checkMarginCall(ctx, userId);
    })
    .catch(ctx.onError);
}

/**
 * A trailing stop's tick: the stop-loss moves to where the price now puts it (trailing.ts), in
 * the account's lane, written before memory changes. One move per order waits at a time; it
 * reads the newest quote when its turn comes.
 */
function trail(ctx: TradingContext, o: LiveOrder): void {
  if (ctx.trailQueued.has(o.id)) return;
  ctx.trailQueued.add(o.id);
  ctx
    .inLane(o.userId, async () => {
      ctx.trailQueued.delete(o.id);
      const current = ctx.book.get(o.id);
      if (!current || !ctx.market.isOpen(current.instrumentId)) return;
      const level = trailedStop(current, ctx.quoteOf(current.instrumentId));
      if (level === null) return;
      await repo.update(ctx.db, current.id, { stop_loss: pointsToUnits(level, current.precision) });
      ctx.book.change(current, (x) => void (x.stopLoss = level));
    })
    .catch(ctx.onError);
}

/**
 * The estimated margin level (percent) at or below which an account needs a look after this
 * tick: near stop_out_level, or near 100 % when margin calls are listened to; every account
 * while stop_out_level is not known.
 */
function screenCut(ctx: TradingContext, marginCallsHeard: boolean): number {
  if (ctx.stopOutLevel === undefined) return Infinity;
  const stopOut = ctx.stopOutLevel * SCREEN_ROOM;
  return marginCallsHeard ? Math.max(stopOut, MARGIN_CALL_LEVEL * SCREEN_ROOM) : stopOut;
}

/**
 * Whether the exact check runs in the account's lane after this tick: the screen's estimate
 * (`level`, O(1) per account: risk-screen.ts) says it may be at or near stop-out, or it cannot
 * tell (money or level not known yet), or (when margin calls are listened to) it may have just
 * fallen to 100 % (margin-call.ts).
 */
function needsCheck(ctx: TradingContext, userId: number, level: number | undefined, marginCallsHeard: boolean): boolean {
  if (level === undefined || ctx.stopOutLevel === undefined || level <= ctx.stopOutLevel * SCREEN_ROOM) return true;
  return marginCallsHeard && ctx.marginCalls.screen(userId, level);
}
