import type { NatsConnection, Subscription } from 'nats';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { tickVolume } from '../market/model.ts';
import { createRandom } from '../market/random.ts';
import type { QuoteSource, RawTick } from '../market/types.ts';
import { createLease, type Lease } from './lease.ts';

/** The lease of the one node that produces the market (quotes, and the candles written). */
export const MARKET_LEASE = 'market';

/**
 * How often the market's lease is renewed, and tried by the nodes waiting for it: a producer that
 * dies leaves prices standing still, so its successor takes over a quarter second after the lease
 * runs out rather than up to a second (issue 22: moving prices again within 5 s). A single-row
 * update, four times a second per node.
 */
export const MARKET_LEASE_STEP_MS = 250;
/**
 * How long the market's lease lasts unrenewed: 2 s (the shards' 3 s), eight renewals' worth. A
 * dead producer's successor then has prices moving on the sockets about 2.5 s after the death,
 * inside the 5 s with room for a loaded machine; a producer that stalls past 2 s is
 * replaced, and its late ticks (an older epoch) are dropped.
 */
export const MARKET_LEASE_TTL_MS = 2_000;

/** The ticks of one producer's step, with the epoch it produced them under. */
interface TickMessage {
  epoch: string;
  ticks: RawTick[];
}

/** The price control's order (MARKET_CONTROL, tests only): hold an instrument at a quote, or let it go. */
export type PriceHold = { code: string; bid: string; ask: string } | { code: string; release: true };

export interface RelayedSource extends QuoteSource {
  /** True while this node produces the market (it writes the candles then). */
  producing(): boolean;
  /** Tells every other node of a hold this node applied (the price control is cluster-wide). */
  shareHold(hold: PriceHold): void;
  /** A hold another node applied; this node applies it too. */
  onHold(listener: (hold: PriceHold) => void): void;
}

export interface RelayOptions {
  nats: NatsConnection;
  /** The cluster's subject prefix (NATS_PREFIX). */
  prefix: string;
  db: Executor;
  clock: Clock;
  nodeId: string;
  seed: string;
  /** The source this node runs while it holds the market's lease (the simulator). */
  own: QuoteSource;
  /** Before producing: fill the candles of the time nobody produced (the last producer's end to now). */
  beforeProducing(): Promise<void>;
  onError?: (error: unknown) => void;
}

/**
 * The quote source of a node in a cluster (issue 22 item 3). One node at a time holds the
 * market's lease and runs its own source: it gives each tick its volume and publishes the ticks
 * on NATS, and every other node feeds them through its own market, so all nodes hold the same
 * quotes and candles and batch DAY_MARKET and KLINE for their own sockets. When the producer
 * dies, another node takes the lease within its time and continues the same price paths from
 * the last ticks it received. Ticks of an older epoch than one already seen (a producer paused
 * past its lease, waking up) are dropped.
 */
export function relayQuotes(options: RelayOptions): RelayedSource {
  const TICKS_SUBJECT = `${options.prefix}.market.ticks`;
  const holds = sharedHolds(options);
  const listeners = new Set<(ticks: RawTick[]) => void>();
  const volumes = createRandom(`${options.seed}:volume:${options.nodeId}`);
  let newestEpoch = 0n;
  let sub: Subscription | undefined;
  const deliver = (ticks: RawTick[]) => {
    for (const listener of listeners) listener(ticks);
  };

  const lease: Lease = createLease({
    db: options.db,
    clock: options.clock,
    name: MARKET_LEASE,
    holder: options.nodeId,
    stepMs: MARKET_LEASE_STEP_MS,
    ttlMs: MARKET_LEASE_TTL_MS,
    onError: options.onError,
    async acquired(epoch) {
      newestEpoch = epoch;
      await options.beforeProducing();
      await options.own.start();
    },
    lost: () => options.own.stop(),
  });

  options.own.onTick((raw) => {
    const epoch = lease.epoch();
    if (epoch === null) return;
    const ticks = raw.map((tick) => ({ ...tick, volume: tick.volume ?? tickVolume(volumes.next()) }));
    options.nats.publish(TICKS_SUBJECT, Buffer.from(JSON.stringify({ epoch: String(epoch), ticks } satisfies TickMessage)));
    deliver(ticks);
  });

  function received(data: Uint8Array) {
    const message = JSON.parse(Buffer.from(data).toString('utf8')) as TickMessage;
    const epoch = BigInt(message.epoch);
    if (epoch < newestEpoch || lease.epoch() !== null) return;
    newestEpoch = epoch;
    deliver(message.ticks);
  }

  return {
    producing: () => lease.epoch() !== null,
    async start() {
      sub ??= listen(options, TICKS_SUBJECT, received);
      holds.start();
      // Subscribed at the NATS server before this node may take the lease or miss a tick.
      await options.nats.flush();
      await lease.start();
    },
    async stop() {
      await lease.stop();
      sub?.unsubscribe();
      sub = undefined;
      holds.stop();
    },
    shareHold: holds.share,
    onHold: holds.onHold,
    onTick(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The price control across the cluster (MARKET_CONTROL, tests only): every node holds what it
 * holds, so whichever node produces skips the held instrument and every node's engine sees the
 * held price as a tick. A node that starts later does not learn of earlier holds.
 */
function sharedHolds(options: Pick<RelayOptions, 'nats' | 'prefix' | 'nodeId' | 'onError'>) {
  const subject = `${options.prefix}.market.holds`;
  const listeners = new Set<(hold: PriceHold) => void>();
  let sub: Subscription | undefined;
  const received = (data: Uint8Array) => {
    const { from, hold } = JSON.parse(Buffer.from(data).toString('utf8')) as { from: string; hold: PriceHold };
    if (from !== options.nodeId) for (const listener of listeners) listener(hold);
  };
  return {
    start() {
      sub ??= listen(options, subject, received);
    },
    stop() {
      sub?.unsubscribe();
      sub = undefined;
    },
    share(hold: PriceHold) {
      options.nats.publish(subject, Buffer.from(JSON.stringify({ from: options.nodeId, hold })));
    },
    onHold(listener: (hold: PriceHold) => void) {
      listeners.add(listener);
    },
  };
}

/** Subscribes `received` to a subject; a message it cannot read is reported, never thrown into NATS's loop. */
function listen(options: Pick<RelayOptions, 'nats' | 'onError'>, subject: string, received: (data: Uint8Array) => void): Subscription {
  return options.nats.subscribe(subject, {
    callback: (error, msg) => {
      if (error) return options.onError?.(error);
      try {
        received(msg.data);
      } catch (caught) {
        options.onError?.(caught);
      }
    },
  });
}
