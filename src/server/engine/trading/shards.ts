import { orderRepository as repo } from '../../db/order-repository.ts';
import type { TradingContext } from './context.ts';
import { fromRow, type LiveOrder } from './live-order.ts';
import { onTick } from './triggers.ts';

/**
 * A node of a cluster holds the orders of the shards it owns only (cluster/shards.ts): they are
 * loaded when it takes a shard, before the shard's commands reach it, and dropped when it loses
 * the shard. Triggers then fire on the one node that holds the order.
 *
 * `changed` starts or stops the timers for the book as it now is (the FOREX_TRADE pass, the
 * pending expiries), as after any command. An adopted order is then looked at against the
 * prices of now, as if they had just ticked: a level crossed while the shard had no owner (its
 * last owner dead, the next not yet there) fires at once rather than at the next tick, which a
 * held or quiet instrument may not bring.
 */
export async function adoptShard(ctx: TradingContext, shard: number, shards: number, changed: () => void): Promise<void> {
  const loaded: LiveOrder[] = [];
  for (const row of await repo.openOfShard(ctx.db, shard, shards)) {
    const terms = ctx.market.terms(Number(row.instrument_id));
    if (terms) loaded.push(fromRow(row, terms.precision));
  }
  ctx.book.load(loaded);
  changed();
  if (ctx.running)
    onTick(
      ctx,
      [...new Set(loaded.map((o) => o.instrumentId))].flatMap((id) => ctx.market.quote(id) ?? []),
    );
}

/** Lets the shard's commands in flight end (a late one is fenced), then forgets its accounts' orders. */
export async function dropShard(ctx: TradingContext, inShard: (userId: number) => boolean, changed: () => void): Promise<void> {
  await ctx.settled();
  for (const userId of ctx.book.users()) {
    if (!inShard(userId)) continue;
    for (const order of ctx.book.ofUser(userId)) ctx.book.remove(order);
  }
  changed();
}
