import { ServerBusy } from '../errors.ts';

export interface HashQueueOptions {
  /** Hashes computed at once; about the number of cores (scrypt is CPU and memory bound). */
  concurrency: number;
  /** Jobs waiting in all; past it a new one is refused at once (ServerBusy). */
  maxWaiting: number;
  /** Jobs one lane (a client address, or 'new-password') may have waiting. */
  maxWaitingPerLane: number;
}

interface Lane {
  waiting: Array<() => void>;
  running: number;
  /** When it last started a job (a sequence number); a lane that never did goes first. */
  servedAt: number;
}

/**
 * The only way to a password hash: a bounded queue with a few hashes at a time. Jobs wait in
 * lanes, one per client address. A free slot goes to the waiting lane served longest ago, and one
 * lane never holds every slot (with more than one), so a login from elsewhere starts at once or
 * after one hash, however long the flood from one address. A full queue refuses at once: an
 * answer "busy, try again" beats one that comes in 10 s.
 */
export function createHashQueue(options: HashQueueOptions) {
  const perLaneRunning = Math.max(1, options.concurrency - 1);
  const lanes = new Map<string, Lane>();
  let running = 0;
  let waiting = 0;
  let served = 0;

  function nextLane(): Lane | undefined {
    let best: Lane | undefined;
    for (const lane of lanes.values()) {
      if (lane.waiting.length === 0 || lane.running >= perLaneRunning) continue;
      if (!best || lane.servedAt < best.servedAt) best = lane;
    }
    return best;
  }

  function startNext(): void {
    for (let lane = nextLane(); running < options.concurrency && lane; lane = nextLane()) {
      const start = lane.waiting.shift()!;
      lane.running++;
      lane.servedAt = ++served;
      waiting--;
      running++;
      start();
    }
  }

  return {
    /** Runs `job` when a slot is free, in the turn of its lane; ServerBusy when the queue is full. */
    async run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const lane = lanes.get(key) ?? { waiting: [], running: 0, servedAt: 0 };
      if (waiting >= options.maxWaiting || lane.waiting.length >= options.maxWaitingPerLane) throw new ServerBusy();
      lanes.set(key, lane);
      await new Promise<void>((resolve) => {
        lane.waiting.push(resolve);
        waiting++;
        startNext();
      });
      try {
        return await job();
      } finally {
        running--;
        lane.running--;
        if (lane.running === 0 && lane.waiting.length === 0) lanes.delete(key);
        startNext();
      }
    },
    /** For tests and the benchmark. */
    load: () => ({ running, waiting }),
  };
}
export type HashQueue = ReturnType<typeof createHashQueue>;
