/**
 * The one clock of the server (DESIGN.md): every time rule (code resend, expiries, candles,
 * ticks, pending orders and triggers) reads `now()` and schedules through it, so tests move
 * time instead of sleeping.
 */
export type TimerHandle = { readonly id: number } | ReturnType<typeof setTimeout>;

export interface Clock {
  /** ms since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | undefined): void;
  setInterval(fn: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle | undefined): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setTimeout>),
};

/** A clock that stands still until a test moves it. */
export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due on the way, in time order. */
  advance(ms: number): Promise<void>;
  /** Jumps to an absolute time (forward only), running due timers. */
  set(at: number): Promise<void>;
  /** Timers waiting to run. */
  pending(): number;
}

interface Timer {
  id: number;
  at: number;
  every: number | null;
  fn: () => void;
}

export function createManualClock(start = Date.UTC(2026, 0, 5, 15, 0, 0)): ManualClock {
  let current = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (fn: () => void, ms: number, every: number | null) => {
    const timer = { id: nextId++, at: current + Math.max(0, ms), every, fn };
    timers.set(timer.id, timer);
    return { id: timer.id };
  };
  const remove = (handle: TimerHandle | undefined) => {
    if (handle && typeof handle === 'object' && 'id' in handle) timers.delete(handle.id as number);
  };
  // Lets promise chains started by a timer settle before the next one runs.
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function runUntil(target: number) {
    for (;;) {
      let due: Timer | undefined;
      for (const t of timers.values()) if (t.at <= target && (!due || t.at < due.at || (t.at === due.at && t.id < due.id))) due = t;
      if (!due) break;
      current = Math.max(current, due.at);
      if (due.every === null) timers.delete(due.id);
      else due.at += Math.max(1, due.every);
      due.fn();
      await settle();
    }
    current = Math.max(current, target);
    await settle();
  }

  return {
    now: () => current,
    setTimeout: (fn, ms) => add(fn, ms, null),
    clearTimeout: remove,
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearInterval: remove,
    advance: (ms) => runUntil(current + ms),
    set: (at) => runUntil(Math.max(at, current)),
    pending: () => timers.size,
  };
}
