import type { Clock, TimerHandle } from '../../clock.ts';
import type { Market } from '../../market/types.ts';
import { DomainError } from '../../errors.ts';
import type { Trading } from '../trading/index.ts';
import type { Strategy, SystemTraderSeed } from './system-traders.ts';

/** Default time between two steps of every bot. */
export const BOT_STEP_MS = 15_000;

/**
 * Which way a strategy trades, from the mid prices it sampled (oldest first): momentum follows
 * the move over its lookback, mean reversion bets against it. 0: no signal (no move, too few samples).
 */
export function signal(strategy: Strategy, mids: number[], lookback: number): 0 | 1 | 2 {
  if (mids.length <= lookback) return 0;
  const move = mids[mids.length - 1]! - mids[mids.length - 1 - lookback]!;
  if (move === 0) return 0;
  const up = move > 0;
  const buy = strategy === 'momentum' ? up : !up;
  return buy ? 1 : 2;
}

interface BotState {
  userId: number;
  seed: SystemTraderSeed;
  /** Mid prices per instrument id, newest last, bounded. */
  mids: Map<number, number[]>;
  turn: number;
  /** Steps the current position has been held. */
  held: number;
}

/**
 * The system traders' strategies, stepping on the clock: each step a bot samples the mid price
 * of its instruments; without a position it opens one at the instrument's minimum lots when its
 * signal says so, and it closes a position held for its number of steps. Every order goes
 * through the trading engine like anyone's, so the ranking reads real orders. A refusal (a
 * closed market, margin) skips the step; nothing here throws.
 */
export function startBots(deps: { trading: Trading; market: Market; clock: Clock; traders: { userId: number; seed: SystemTraderSeed }[]; stepMs?: number; onError: (error: unknown) => void }) {
  const { trading, market, clock, onError } = deps;
  const idOf = (code: string) => market.instrumentByCode(code, 'en')?.Id;
  const bots: BotState[] = deps.traders.map((t) => ({ ...t, mids: new Map(), turn: 0, held: 0 }));

  async function step(bot: BotState) {
    const ids = bot.seed.codes.map(idOf).filter((id): id is number => id !== undefined);
    for (const id of ids) {
      const q = market.quote(id);
      if (!q) continue;
      const list = bot.mids.get(id) ?? [];
      list.push((q.bid + q.ask) / 2);
      if (list.length > bot.seed.lookback + 1) list.shift();
      bot.mids.set(id, list);
    }
    const holdings = (await trading.list(bot.userId, 1, 1)).orders;
    if (holdings.length > 0) {
      bot.held += 1;
      if (bot.held < bot.seed.holdSteps) return;
      for (const { order: o } of holdings.filter((v) => v.kind === 'open')) if (market.isOpen(o.instrumentId)) await trading.close(bot.userId, o.id);
      bot.held = 0;
      return;
    }
    // Takes its instruments in turn, one position at a time.
    const id = ids[bot.turn++ % Math.max(1, ids.length)];
    if (id === undefined || !market.isOpen(id)) return;
    const side = signal(bot.seed.strategy, bot.mids.get(id) ?? [], bot.seed.lookback);
    const terms = market.terms(id);
    if (side === 0 || !terms || terms.leverages.length === 0) return;
    const leverage = terms.leverages[Math.min(bot.seed.leverageIndex, terms.leverages.length - 1)]!;
    await trading.submit(bot.userId, { type: side, cont: terms.minLots, forex_id: id, status: 1, multiple: leverage });
    bot.held = 0;
  }

  // A refusal (closed market, margin) is part of trading: the bot tries again next step.
  const run = (bot: BotState) => step(bot).catch((error) => (error instanceof DomainError ? undefined : onError(error)));
  const timer: TimerHandle = clock.setInterval(() => {
    for (const bot of bots) void run(bot);
  }, deps.stepMs ?? BOT_STEP_MS);

  return {
    /** One step of every bot now (tests). */
    step: () => Promise.all(bots.map(run)),
    stop: () => clock.clearInterval(timer),
  };
}
