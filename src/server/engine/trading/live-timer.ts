import type { TimerHandle } from '../../clock.ts';
import type { TradingContext } from './context.ts';
import { accountFigures } from './figures.ts';
import { createLivePublisher } from './live.ts';
import { live } from './queries.ts';

/**
 * The one-second FOREX_TRADE timer (live.ts) runs only while someone holds a position: an idle
 * engine schedules nothing (and a test moving a manual clock by days runs no per-second work).
 * `sync` starts or stops it after every command.
 */
export function createLiveTimer(ctx: TradingContext) {
  const { bus, book, wallet, clock, onError } = ctx;
  const publisher = createLivePublisher({
    bus,
    book,
    money: (userId) => wallet.money(userId),
    live: (o) => live(ctx, o),
    figures: (userId, money) => accountFigures(ctx, userId, money, ctx.stopOutLevel),
    onError,
  });
  let timer: TimerHandle | undefined;

  function sync(): void {
    const wanted = ctx.running && book.holdings() > 0;
    if (wanted && timer === undefined) timer = clock.setInterval(() => void publisher.publishAll(), 1000);
    if (!wanted && timer !== undefined) {
      clock.clearInterval(timer);
      timer = undefined;
    }
  }

  return { sync };
}
