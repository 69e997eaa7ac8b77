import type { Clock, TimerHandle } from '../../clock.ts';
import type { SendOutcome } from './sender.ts';

export interface QueueOptions<J> {
  clock: Clock;
  /** Pushes in flight at once. */
  concurrency: number;
  send(job: J, attempt: number): Promise<SendOutcome>;
  /** Whatever the send ended with: sent, gone, refused, or retries used up (`gaveUp`). */
  done(job: J, outcome: SendOutcome, gaveUp: boolean): void;
  /** Tries in all (the first and the retries). */
  maxAttempts?: number;
  /** The first retry waits this long; each next one twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * The push queue: at most `concurrency` pushes in flight, first come first served. A push that
 * must be tried again (429, 5xx, no answer) leaves its slot at once and waits on the server clock
 * (exponential backoff, or the service's Retry-After when longer), then joins the back of the
 * queue: a failing endpoint never holds up the others, and tests move the clock instead of
 * sleeping. Nothing here throws to the caller.
 */
export function createPushQueue<J>(options: QueueOptions<J>) {
  const { clock, concurrency, send, done } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
  const queue: Array<{ job: J; attempt: number }> = [];
  let head = 0;
  let running = 0;
  let stopped = false;
  const timers = new Set<TimerHandle>();
  let idle: Array<() => void> = [];

  const delayOf = (attempt: number, outcome: SendOutcome) => {
    const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    const asked = outcome.result === 'retry' ? (outcome.retryAfterMs ?? 0) : 0;
    return Math.min(maxDelayMs, Math.max(backoff, asked));
  };

  function pump() {
    while (!stopped && running < concurrency && head < queue.length) {
      const item = queue[head++]!;
      running++;
      void run(item.job, item.attempt);
    }
    // Drop what was taken, now and then, so a long-lived queue does not keep every job it ran.
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
    if (running === 0 && head >= queue.length) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  async function run(job: J, attempt: number) {
    let outcome: SendOutcome;
    try {
      outcome = await send(job, attempt);
    } catch (error) {
      outcome = { result: 'retry', error: String(error) };
    }
    running--;
    if (outcome.result === 'retry' && attempt < maxAttempts && !stopped) {
      const timer = clock.setTimeout(
        () => {
          timers.delete(timer);
          queue.push({ job, attempt: attempt + 1 });
          pump();
        },
        delayOf(attempt, outcome),
      );
      timers.add(timer);
    } else {
      try {
        done(job, outcome, outcome.result === 'retry');
      } catch {
        // done() is the dispatcher's bookkeeping; its faults are its own to log.
      }
    }
    pump();
  }

  return {
    add(jobs: Iterable<J>) {
      for (const job of jobs) queue.push({ job, attempt: 1 });
      pump();
    },
    /** Resolves when nothing is queued or in flight (retries waiting on the clock are not waited for). */
    settled(): Promise<void> {
      if (running === 0 && head >= queue.length) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
    /** Pushes waiting on the clock for their next try. */
    waiting: () => timers.size,
    /** Pushes queued or in flight. */
    pending: () => running + queue.length - head,
    /** Cancels the retries and takes no new work; what is in flight finishes. */
    stop() {
      stopped = true;
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      queue.length = 0;
      head = 0;
      return this.settled();
    },
  };
}
