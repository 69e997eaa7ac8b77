import { ServerBusy } from '../errors.ts';

export interface HashQueueOptions {
  /** Hashes computed at once; about the number of cores (scrypt is CPU and memory bound). */
  concurrency: number;
  /** Jobs waiting in all; past it a new one is refused at once (ServerBusy). */
  maxWaiting: number;
  /** Jobs one lane (a client address, or 'new-password') may have waiting. */
  maxWaitingPerLane: number;
}

/**
 * The only way to a password hash: a bounded queue with a few hashes at a time. Waiting jobs sit
 * in lanes (one per client address) taken in turn, so a flood from one address waits behind
 * itself, and a login from elsewhere gets the next free slot instead of the back of the flood.
 * A full queue refuses at once: an answer "busy, try again" beats one that comes in 10 s.
 */
export function createHashQueue(options: HashQueueOptions) {
  let running = 0;
  let waiting = 0;
  // Map keeps insertion order: the first lane is the next to be served, and a lane that was
  // served goes to the back while it still has jobs.
  const lanes = new Map<string, Array<() => void>>();

  function startNext(): void {
    while (running < options.concurrency && lanes.size > 0) {
      const [lane, jobs] = lanes.entries().next().value!;
      const start = jobs.shift()!;
      lanes.delete(lane);
      if (jobs.length > 0) lanes.set(lane, jobs);
      waiting--;
      running++;
      start();
    }
  }

  return {
    /** Runs `job` when a slot is free, in the turn of its lane; ServerBusy when the queue is full. */
    async run<T>(lane: string, job: () => Promise<T>): Promise<T> {
      const jobs = lanes.get(lane) ?? [];
      if (waiting >= options.maxWaiting || jobs.length >= options.maxWaitingPerLane) throw new ServerBusy();
      await new Promise<void>((resolve) => {
        jobs.push(resolve);
        if (!lanes.has(lane)) lanes.set(lane, jobs);
        waiting++;
        startNext();
      });
      try {
        return await job();
      } finally {
        running--;
        startNext();
      }
    },
    /** For tests and the benchmark. */
    load: () => ({ running, waiting }),
  };
}
export type HashQueue = ReturnType<typeof createHashQueue>;
