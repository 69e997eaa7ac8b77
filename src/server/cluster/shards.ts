import type { Clock, TimerHandle } from '../clock.ts';
import { leaseRepository as repo } from '../db/lease-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { LEASE_STEP_MS, LEASE_TTL_MS } from './lease.ts';

/**
 * Accounts fall into this many shards (issue 22): enough that three to a few dozen nodes share
 * them evenly, few enough that one statement renews all a node holds.
 */
export const SHARDS = 256;
export const shardOf = (userId: number) => userId % SHARDS;
export const shardLease = (shard: number) => `shard:${String(shard).padStart(3, '0')}`;
const SHARD_PREFIX = 'shard:';
const NODE_PREFIX = 'node:';
const shardFromLease = (name: string) => Number(name.slice(SHARD_PREFIX.length));

export interface ShardKeeperOptions {
  db: Executor;
  clock: Clock;
  nodeId: string;
  /** This node now owns `shard` under `epoch`: load its accounts before the shard takes commands. */
  acquired(shard: number, epoch: bigint): Promise<void>;
  /** The shard now counts as this node's (its state loaded): commands for it may come. */
  owned?(shard: number): Promise<void>;
  /** This node no longer owns `shard` (taken, expired, handed over): drop its accounts from memory. */
  lost(shard: number): Promise<void>;
  onError?: (error: unknown) => void;
}

export interface ShardKeeper {
  /** The epoch this node owns `shard` under, or null: every wallet transaction of the shard is fenced by it. */
  epochOf(shard: number): bigint | null;
  owned(): number[];
  start(): Promise<void>;
  /** Hands every shard back at once (a clean stop), so the other nodes take them without waiting. */
  stop(): Promise<void>;
  /** One step now (tests move the clock and call it). */
  step(): Promise<void>;
}

/**
 * Owns this node's share of the shards, through one lease per shard (db/lease-repository.ts).
 * Each step the node renews its own node lease (how the nodes count each other) and every shard
 * lease it holds in one statement, then balances: with N live nodes each aims at ⌈SHARDS / N⌉
 * shards, takes free ones while under that, and hands back the extra ones while over it (a node
 * joining gets its share as the others hand theirs back). A shard is loaded before it takes
 * commands and dropped as soon as it is lost; the epochs fence any write that comes too late.
 */
export function createShardKeeper(options: ShardKeeperOptions): ShardKeeper {
  const { db, clock, nodeId } = options;
  const held = new Map<number, bigint>();
  let timer: TimerHandle | undefined;
  let running: Promise<void> = Promise.resolve();
  let renewedAt = 0;

  async function lose(shard: number) {
    if (!held.delete(shard)) return;
    await options.lost(shard);
  }

  async function renew(now: number) {
    // Past its own expiry unrenewed (a pause, the database gone), a node stops before others may take over.
    if (held.size > 0 && now - renewedAt >= LEASE_TTL_MS) {
      for (const shard of [...held.keys()]) await lose(shard);
    }
    await repo.beat(db, NODE_PREFIX + nodeId, nodeId, now + LEASE_TTL_MS);
    const renewed = await repo.renewAll(db, SHARD_PREFIX, nodeId, now, now + LEASE_TTL_MS);
    renewedAt = now;
    for (const shard of [...held.keys()]) if (renewed.get(shardLease(shard)) !== held.get(shard)) await lose(shard);
    // A lease taken whose loading failed is not this node's to keep: let it go for another to take.
    for (const [name, epoch] of renewed) if (!held.has(shardFromLease(name))) await repo.release(db, name, nodeId, epoch);
  }

  async function balance(now: number) {
    const nodes = Math.max(1, await repo.held(db, NODE_PREFIX, now));
    const target = Math.ceil(SHARDS / nodes);
    if (held.size > target) {
      for (const shard of [...held.keys()].slice(target)) {
        const epoch = held.get(shard)!;
        await lose(shard);
        await repo.release(db, shardLease(shard), nodeId, epoch);
      }
      return;
    }
    for (const name of await repo.free(db, SHARD_PREFIX, now)) {
      if (held.size >= target) break;
      const epoch = await repo.take(db, name, nodeId, now, now + LEASE_TTL_MS);
      if (epoch === null) continue;
      const shard = shardFromLease(name);
      // Loaded before it counts as owned: no command of the shard is taken before its state is in memory.
      await options.acquired(shard, epoch);
      held.set(shard, epoch);
      await options.owned?.(shard);
    }
  }

  const step = () =>
    (running = running
      .then(async () => {
        const now = clock.now();
        await renew(now);
        await balance(now);
      })
      .catch((error: unknown) => options.onError?.(error)));

  return {
    epochOf: (shard) => held.get(shard) ?? null,
    owned: () => [...held.keys()].sort((a, b) => a - b),
    async start() {
      await repo.ensure(
        db,
        Array.from({ length: SHARDS }, (_, shard) => shardLease(shard)),
      );
      await step();
      timer = clock.setInterval(() => void step(), LEASE_STEP_MS);
    },
    async stop() {
      clock.clearInterval(timer);
      timer = undefined;
      await running;
      for (const [shard, epoch] of [...held]) {
        await lose(shard);
        await repo.release(db, shardLease(shard), nodeId, epoch).catch((error: unknown) => options.onError?.(error));
      }
      await repo.end(db, NODE_PREFIX + nodeId).catch((error: unknown) => options.onError?.(error));
    },
    step,
  };
}
