import type { Order } from '../../../contract/orders.ts';
import type { Bus } from '../../bus.ts';
import { fromUnits } from '../../units.ts';
import type { Money } from '../wallet/index.ts';
import type { OrderBook } from './book.ts';
import { Status, type LiveOrder } from './live-order.ts';

/**
 * FOREX_TRADE:<userId>: each holding's live price and profit with the account's total profit,
 * risk rate (margin level), used margin, equity, free margin and the stop-out level, sent by the engine's one-second timer to every user holding a
 * position whose channel has a subscriber (the socket hub forwards it to that user's sockets).
 */
export function createLivePublisher(deps: {
  bus: Bus;
  book: OrderBook;
  money: (userId: number) => Promise<Money>;
  floatingOf: (o: LiveOrder) => bigint;
  live: (o: LiveOrder) => Order;
  /** stop_out_level as last read (percent); undefined until known. */
  stopOutLevel: () => number | undefined;
  onError: (error: unknown) => void;
}) {
  async function publishOne(userId: number) {
    const holdings = deps.book.ofUser(userId).filter((o) => o.status === Status.HOLDING);
    if (holdings.length === 0) return;
    const money = await deps.money(userId);
    const views = holdings.map(deps.live);
    const floating = holdings.reduce((sum, o) => sum + deps.floatingOf(o), 0n);
    const equity = money.balance + floating;
    const hazard = money.margin > 0n ? fromUnits(((equity * 10_000n) / money.margin) * 1_000_000n, 2) : '';
    deps.bus.publish(`FOREX_TRADE:${userId}`, {
      type: 'FOREX_TRADE',
      data: {
        orders: views.map((v) => ({ Id: v.Id, UpdatePrice: v.UpdatePrice, FactProfits: v.FactProfits, TargetLossPrice: v.TargetLossPrice })),
        all_fact_profits: fromUnits(floating, 6),
        hazard_rate: hazard,
        total_margin: fromUnits(money.margin, 6),
        // Margin call: equity at or below the used margin (risk rate ≤ 100 %).
        margin_call: money.margin > 0n && equity <= money.margin,
        equity: fromUnits(equity, 6),
        available: fromUnits(equity - money.margin - money.lock, 6),
        ...(deps.stopOutLevel() === undefined ? {} : { stop_out_level: String(deps.stopOutLevel()) }),
      },
    });
  }
  return {
    publishOne,
    /** Every holder with a subscriber: building the figures of accounts nobody watches is skipped. */
    async publishAll() {
      for (const userId of deps.book.usersHolding()) {
        if (!deps.bus.listening(`FOREX_TRADE:${userId}`)) continue;
        await publishOne(userId).catch(deps.onError);
      }
    },
  };
}
