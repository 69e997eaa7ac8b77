import type { NewOrderRow } from '../../db/order-repository.ts';
import { toUnits } from '../../units.ts';
import { closeAt } from './close.ts';
import type { TradingContext } from './context.ts';
import { floatingOfUser, riskRate, valuer } from './figures.ts';
import { closingPrice, Status, type LiveOrder } from './live-order.ts';
import { MARGIN_CALL_LEVEL } from './margin-call.ts';
import { noticeStopOut, publishStopOut } from './notices.ts';

// The exact checks a tick's risk screen (triggers.ts) sends an account to, in its lane.

/** Closes the account's positions, largest loss first, while its risk rate is at or below stop_out_level. */
export async function stopOut(ctx: TradingContext, userId: number): Promise<void> {
  const level = toUnits(String(await ctx.settings.get('stop_out_level')));
  const closedNow: NewOrderRow[] = [];
  try {
    await stopOutPass(ctx, userId, level, closedNow);
  } finally {
    publishStopOut(ctx, userId, closedNow);
    noticeStopOut(ctx, userId, closedNow);
  }
}

async function stopOutPass(ctx: TradingContext, userId: number, level: bigint, closedNow: NewOrderRow[]): Promise<void> {
  for (;;) {
    // In the lane, the wallet's last commit is the account's money (peek); read it if unknown.
    const money = ctx.wallet.peek(userId) ?? (await ctx.wallet.money(userId));
    if (money.margin <= 0n) return;
    // One pass over the holdings gives both the equity and the largest loss: each profit once.
    let floating = 0n;
    let worst: LiveOrder | undefined;
    let worstProfit = 0n;
    const value = valuer(ctx);
    for (const o of ctx.book.ofUser(userId)) {
      if (o.status !== Status.HOLDING) continue;
      const profit = value(o);
      floating += profit;
      if (ctx.market.isOpen(o.instrumentId) && (!worst || profit < worstProfit)) [worst, worstProfit] = [o, profit];
    }
    // equity ÷ margin × 100 > level, in integers.
    if ((money.balance + floating) * 100n * 100_000_000n > level * money.margin) return;
    if (!worst) return;
    closedNow.push(await closeAt(ctx, worst, closingPrice(worst, ctx.quoteOf(worst.instrumentId)), 'stop_out', { knownProfit: worstProfit }));
  }
}

/**
 * After the stop-out check, in the same lane: an account left at or below 100 % (and holding
 * margin) is in a margin call, told once (margin-call.ts) when something listens.
 */
export async function checkMarginCall(ctx: TradingContext, userId: number): Promise<void> {
  const money = ctx.wallet.peek(userId) ?? (await ctx.wallet.money(userId));
  if (money.margin <= 0n) return ctx.marginCalls.clear(userId);
  const equity = money.balance + floatingOfUser(ctx, userId);
  if (equity * 100n > BigInt(MARGIN_CALL_LEVEL) * money.margin || !ctx.marginCalls.enter(userId)) return;
  ctx.bus.emit({ type: 'account.margin_call', userId, level: riskRate(equity, money.margin).toFixed(2), stopOutLevel: String(await ctx.settings.get('stop_out_level')), at: ctx.clock.now() });
}
