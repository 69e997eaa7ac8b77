import type { TimerHandle } from '../../clock.ts';
import { cancelNow } from './close.ts';
import type { TradingContext } from './context.ts';
import { Status } from './live-order.ts';

/** The longest a clock timer may wait (setTimeout's limit, about 24.8 days): a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After an expiry failed to write, how long before it is tried again (a fault must not spin the timer). */
const EXPIRY_RETRY_MS = 1000;

/**
 * Pending expiries run on the clock: one timer, set for the earliest expiry in the book's
 * time-sorted index (book.nextExpiry), set again after every command (`sync`: an order placed,
 * filled or cancelled may change which one is first). Nothing is scanned on a tick.
 */
export function createExpiryTimer(ctx: TradingContext) {
  const { book, clock } = ctx;
  let timer: TimerHandle | undefined;
  /** When the timer fires (the earliest expiry in the book when it was set), or undefined. */
  let timerAt: number | undefined;
  let retryAt = 0;

  function sync(): void {
    const earliest = ctx.running ? book.nextExpiry() : undefined;
    const at = earliest === undefined ? undefined : Math.max(earliest, retryAt);
    if (at === timerAt) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    timerAt = at;
    if (at === undefined) return;
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        timerAt = undefined;
        expireDue();
      },
      Math.min(Math.max(0, at - clock.now()), MAX_TIMER_MS),
    );
  }

  /**
   * The clock reached the earliest expiry: every pending order due now is cancelled as 'expired'
   * in its account's lane (nothing is booked: a pending order holds no money), and the timer is
   * set for the next. An order filled or cancelled meanwhile has left the index already.
   */
  function expireDue(): void {
    const now = clock.now();
    for (const id of book.expired(now)) {
      const o = book.get(id);
      if (!o) continue;
      ctx
        .inLane(o.userId, async () => {
          const current = book.get(id);
          if (!current || current.status !== Status.PENDING || current.expireAt <= 0 || current.expireAt > clock.now()) return;
          try {
            await cancelNow(ctx, current, 'expired');
          } catch (error) {
            if (book.get(current.id) === current) {
              retryAt = clock.now() + EXPIRY_RETRY_MS;
              book.rearm(current);
            }
            throw error;
          }
        })
        .catch(ctx.onError);
    }
    sync();
  }

  return { sync, expireDue };
}
