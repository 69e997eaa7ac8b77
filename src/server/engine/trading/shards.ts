import { orderRepository as repo } from '../../db/order-repository.ts';
import type { TradingContext } from './context.ts';
import { fromRow, type LiveOrder } from './live-order.ts';

/**
 * A node of a cluster holds the orders of the shards it owns only (cluster/shards.ts): they are
 * loaded when it takes a shard, before the shard's commands reach it, and dropped when it loses
 * the shard. Triggers then fire on the one node that holds the order.
 */
export async function adoptShard(ctx: TradingContext, shard: number, shards: number): Promise<void> {
  const loaded: LiveOrder[] = [];
  for (const row of await repo.openOfShard(ctx.db, shard, shards)) {
    const terms = ctx.market.terms(Number(row.instrument_id));
    if (terms) loaded.push(fromRow(row, terms.precision));
  }
  ctx.book.load(loaded);
}

/** Lets the shard's commands in flight end (a late one is fenced), then forgets its accounts' orders. */
export async function dropShard(ctx: TradingContext, inShard: (userId: number) => boolean): Promise<void> {
  await ctx.settled();
  for (const userId of ctx.book.users()) {
    if (!inShard(userId)) continue;
    for (const order of ctx.book.ofUser(userId)) ctx.book.remove(order);
  }
}
