import type { Clock } from '../clock.ts';
import { leaseRepository } from '../db/lease-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { Trading } from '../engine/trading/index.ts';
import type { Wallet } from '../engine/wallet/index.ts';
import type { PriceAlerts } from '../engine/alerts/index.ts';
import { ShardElsewhere } from '../errors.ts';
import type { Forwarder } from './forward.ts';
import { createShardKeeper, shardLease, shardOf, SHARDS, type ShardKeeper } from './shards.ts';

/** What answers, on the owner, the calls other nodes pass on for a shard (forward.ts, operator-forward.ts). */
type ShardServer = Pick<Forwarder, 'serve' | 'unserve'>;

/** What a node of a cluster owns of the accounts, and the fence its wallet checks (issue 22 item 2). */
export interface ClusterAccounts {
  keeper: ShardKeeper;
  /** The wallet's fence: throws ShardElsewhere unless this node still owns the account's shard under the epoch it holds, checked in the transaction. */
  fence(trx: Executor, userId: number): Promise<void>;
  /** Checks and locks the leases of all the accounts' shards in one statement, in a group transaction before its first command; `fence` then answers from it. */
  fenceGroup(trx: Executor, userIds: number[]): Promise<void>;
  /** The engine whose state follows the shards this node owns; before start. */
  bind(parts: { trading: Trading; wallet: Wallet; alerts: PriceAlerts }): void;
  /** Passes calls (the API's, the operator's) to the owner of their account's shard; before start. */
  forwardWith(forwarder: ShardServer): void;
  /** The shard to pass a call of `userId` on to, or null when this node owns it. */
  elsewhere(userId: number): number | null;
}

export function createClusterAccounts(options: { db: Executor; clock: Clock; nodeId: string; onError?: (error: unknown) => void }): ClusterAccounts {
  let parts: { trading: Trading; wallet: Wallet; alerts: PriceAlerts } | undefined;
  const forwarders: ShardServer[] = [];
  const engine = () => {
    if (!parts) throw new Error('cluster accounts: the engine is not bound');
    return parts;
  };
  /** Each group transaction's shard epochs as fenceGroup read and locked them (gone with the transaction). */
  const lockedEpochs = new WeakMap<Executor, Map<number, bigint | null>>();
  const keeper = createShardKeeper({
    ...options,
    // Loaded before the shard takes commands: the keeper adds it to `owned` only after this.
    async acquired(shard) {
      await engine().trading.adoptShard(shard, SHARDS);
      await engine().alerts.adoptShard(shard, SHARDS);
    },
    owned: async (shard) => {
      for (const forwarder of forwarders) await forwarder.serve(shard);
    },
    async lost(shard) {
      for (const forwarder of forwarders) forwarder.unserve(shard);
      const inShard = (userId: number) => shardOf(userId) === shard;
      await engine().trading.dropShard(inShard);
      await engine().alerts.dropShard(inShard);
      engine().wallet.forget(inShard);
    },
  });
  return {
    keeper,
    async fence(trx, userId) {
      const shard = shardOf(userId);
      const epoch = keeper.epochOf(shard);
      if (epoch === null) throw new ShardElsewhere();
      // Read and locked earlier in this transaction (fenceGroup): the row cannot have moved since.
      const locked = lockedEpochs.get(trx);
      const still = locked?.has(shard) ? locked.get(shard) === epoch : await leaseRepository.stillAt(trx, shardLease(shard), epoch);
      if (!still) throw new ShardElsewhere();
    },
    async fenceGroup(trx, userIds) {
      const shards = [...new Set(userIds.map(shardOf))].filter((shard) => keeper.epochOf(shard) !== null);
      const epochs = await leaseRepository.epochsLocked(trx, shards.map(shardLease));
      // A shard without a row reads as null: its commands are refused, as stillAt refuses them.
      lockedEpochs.set(trx, new Map(shards.map((shard) => [shard, epochs.get(shardLease(shard)) ?? null])));
    },
    bind(bound) {
      parts = bound;
    },
    forwardWith(bound) {
      forwarders.push(bound);
    },
    elsewhere(userId) {
      const shard = shardOf(userId);
      return keeper.epochOf(shard) === null ? shard : null;
    },
  };
}
