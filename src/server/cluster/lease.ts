import type { Clock, TimerHandle } from '../clock.ts';
import { leaseRepository as repo } from '../db/lease-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';

/** How long a lease lasts without renewal: a node that dies is replaced within about this long (issue 22: 5 s for the market). */
export const LEASE_TTL_MS = 3_000;
/** How often a holder renews and a waiting node tries to take: three chances per lease. */
export const LEASE_STEP_MS = 1_000;

export interface LeaseOptions {
  db: Executor;
  clock: Clock;
  name: string;
  holder: string;
  /** This node now holds the lease under `epoch`; what it runs for the lease starts here. */
  acquired(epoch: bigint): Promise<void> | void;
  /** This node no longer holds it (taken, expired unrenewed, or stopping): stop at once. */
  lost(): Promise<void> | void;
  onError?: (error: unknown) => void;
  ttlMs?: number;
  stepMs?: number;
}

export interface Lease {
  /** The epoch this node holds the lease under, or null. Writes are fenced by it (leaseRepository.stillAt). */
  epoch(): bigint | null;
  start(): Promise<void>;
  /** Stops trying, and lets the lease go if held, so another node takes it at once. */
  stop(): Promise<void>;
  /** One step now (tests move the clock and call it). */
  step(): Promise<void>;
}

/**
 * Keeps one lease of the cluster (db/lease-repository.ts): a node that does not hold it tries to
 * take it every step; the holder renews it every step. A holder that has not renewed within the
 * lease's time (the database unreachable, the process paused) takes itself to have lost it before
 * anyone else can take it, and the epoch fences whatever it still tries to write.
 */
export function createLease(options: LeaseOptions): Lease {
  const ttl = options.ttlMs ?? LEASE_TTL_MS;
  const { db, clock, name, holder } = options;
  let held: bigint | null = null;
  let renewedAt = 0;
  let timer: TimerHandle | undefined;
  let running: Promise<void> = Promise.resolve();

  async function lose() {
    if (held === null) return;
    held = null;
    await options.lost();
  }

  async function stepOnce() {
    const now = clock.now();
    if (held !== null) {
      // Past its own expiry unrenewed, a holder stops before another node may take the lease.
      if (now - renewedAt >= ttl) return lose();
      if (await repo.renew(db, name, holder, held, now + ttl)) renewedAt = now;
      else await lose();
      return;
    }
    const epoch = await repo.take(db, name, holder, now, now + ttl);
    if (epoch === null) return;
    held = epoch;
    renewedAt = now;
    await options.acquired(epoch);
  }

  // Steps never overlap: a slow database makes them late, not concurrent.
  const step = () =>
    (running = running.then(stepOnce).catch((error: unknown) => {
      options.onError?.(error);
      if (held !== null && clock.now() - renewedAt >= ttl) return lose();
    }));

  return {
    epoch: () => held,
    async start() {
      if (timer) return;
      await step();
      timer = clock.setInterval(() => void step(), options.stepMs ?? LEASE_STEP_MS);
    },
    async stop() {
      clock.clearInterval(timer);
      timer = undefined;
      await running;
      const epoch = held;
      await lose();
      if (epoch !== null) await repo.release(db, name, holder, epoch).catch((error: unknown) => options.onError?.(error));
    },
    step,
  };
}
