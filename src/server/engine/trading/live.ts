import type { Bus } from '../../bus.ts';
import type { Money } from '../wallet/index.ts';
import type { OrderBook } from './book.ts';
import { Status, type LiveOrder } from './live-order.ts';
import type { AccountFigures, OpenOrder } from './values.ts';

/**
 * FOREX_TRADE:<userId>: each holding at its live price with its profit, and the account's
 * figures (total profit, risk rate, used margin, equity, free margin, margin call, the stop-out
 * level), sent by the engine's one-second timer as `trading.live` for every user holding a
 * position whose channel has a subscriber (http/live-messages.ts turns it into the message the
 * socket hub forwards to that user's sockets).
 */
export function createLivePublisher(deps: {
  bus: Bus;
  book: OrderBook;
  money: (userId: number) => Promise<Money>;
  live: (o: LiveOrder) => OpenOrder;
  figures: (userId: number, money: Money) => AccountFigures;
  onError: (error: unknown) => void;
}) {
  async function publishOne(userId: number) {
    const holdings = deps.book.ofUser(userId).filter((o) => o.status === Status.HOLDING);
    if (holdings.length === 0) return;
    const money = await deps.money(userId);
    deps.bus.emit({ type: 'trading.live', userId, holdings: holdings.map(deps.live), figures: deps.figures(userId, money) });
  }
  return {
    publishOne,
    /**
     * Every holder with a subscriber: building the figures of accounts nobody watches is skipped.
     * The watchers are the few (the bus lists them); the holders may be 10,000.
     */
    async publishAll() {
      const watched = deps.bus.listeningIds('FOREX_TRADE');
      for (const userId of watched ?? deps.book.usersHolding()) {
        if (!watched && !deps.bus.listening(`FOREX_TRADE:${userId}`)) continue;
        await publishOne(userId).catch(deps.onError);
      }
    },
  };
}
