// Writing one frame to many sockets from several threads at once.
//
// Why: every socket write is a system call of several microseconds (on loopback it also runs the
// receiving side's TCP), so 10,000 sockets cost one thread about 60 ms whatever the server does
// (the floor line of `BENCH_ONLY=sockets npm run bench`). Threads of one process share its file
// descriptors, so helper threads can write the same bytes to their share of the sockets while the
// main thread writes its own.
//
// Safety: `writeAll` returns only when every helper has finished. The main thread runs nothing
// else meanwhile, so no socket closes (and no descriptor number is reused by a new socket or a
// file) mid-write, and nothing else is written to those sockets in between. The caller passes
// only sockets with nothing queued in their stream, so a direct write cannot overtake bytes.
import { writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** What a write came to, per descriptor: bytes written (a short count: the rest is the caller's), 0 would block, -1 failed (nothing written). */
export const WRITE_FAILED = -1;

const REQUEST = 0;
const DONE = 1;
const LENGTH = 2;
const COUNT = 3;
const READY = 4;
/** The last request the helper took on, or CANCELLED: whoever sets it first decides who writes a share. */
const CLAIM = 5;
const CANCELLED = -1;

/** Below this many sockets a helper's wake-up costs more than it saves. */
export const MIN_SHARED = 64;
/**
 * A helper that has not taken on its share in this long is taken to be dead (a share of 1,000
 * writes takes a few ms): the main thread cancels the share and writes it itself.
 */
const ANSWER_LIMIT_MS = 1000;

export interface ParallelWritesOptions {
  /** Descriptors one helper takes per call at most (the rest is the main thread's). */
  capacity?: number;
  /** Larger frames are written by the main thread alone. */
  frameCapacity?: number;
  /** How long a helper may take to start on its share before it is taken to be dead. */
  answerLimitMs?: number;
}

// The helper's loop, plain JavaScript so it loads the same under tsx, vitest and any bundler.
const HELPER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { control, frame, fds, results } = workerData;
Atomics.store(control, ${READY}, 1);
let seen = Atomics.load(control, ${REQUEST});
for (;;) {
  Atomics.wait(control, ${REQUEST}, seen);
  seen = Atomics.load(control, ${REQUEST});
  if (Atomics.load(control, ${READY}) !== 1) break;
  // Cancelled meanwhile: the main thread wrote this share itself, and this helper is retired.
  if (Atomics.compareExchange(control, ${CLAIM}, seen - 1, seen) !== seen - 1) break;
  const bytes = frame.subarray(0, control[${LENGTH}]);
  const count = control[${COUNT}];
  for (let i = 0; i < count; i++) {
    try { results[i] = writeSync(fds[i], bytes); }
    catch (error) { results[i] = error.code === 'EAGAIN' || error.code === 'EWOULDBLOCK' ? 0 : ${WRITE_FAILED}; }
  }
  Atomics.store(control, ${DONE}, seen);
  Atomics.notify(control, ${DONE});
}
`;

/** One helper thread and the shared memory it reads its share from. */
class Helper {
  readonly control = new Int32Array(new SharedArrayBuffer(6 * 4));
  readonly frame: Uint8Array;
  readonly fds: Int32Array;
  readonly results: Int32Array;
  private readonly worker: Worker;
  alive = true;

  constructor(
    readonly capacity: number,
    frameCapacity: number,
    onFault: (error: unknown) => void,
  ) {
    this.frame = new Uint8Array(new SharedArrayBuffer(frameCapacity));
    this.fds = new Int32Array(new SharedArrayBuffer(capacity * 4));
    this.results = new Int32Array(new SharedArrayBuffer(capacity * 4));
    this.worker = new Worker(HELPER_SOURCE, {
      eval: true,
      workerData: { control: this.control, frame: this.frame, fds: this.fds, results: this.results },
      stdout: false,
      stderr: false,
    });
    this.worker.unref();
    const dead = (error: unknown) => {
      this.alive = false;
      onFault(error);
    };
    this.worker.on('error', dead);
    this.worker.on('exit', (code) => this.alive && code !== 0 && dead(new Error(`socket write helper exited with ${code}`)));
  }

  ready() {
    return this.alive && Atomics.load(this.control, READY) === 1;
  }

  /** Hands the helper its share; `answer` waits for it. */
  start(frame: Buffer, fds: ArrayLike<number>, from: number, count: number) {
    this.frame.set(frame);
    for (let i = 0; i < count; i++) this.fds[i] = fds[from + i]!;
    this.control[LENGTH] = frame.length;
    this.control[COUNT] = count;
    const request = Atomics.add(this.control, REQUEST, 1) + 1;
    Atomics.notify(this.control, REQUEST);
    return request;
  }

  /**
   * Waits until the helper finished `request`. False if it never took it on within
   * `limitMs`: the share is then cancelled (the caller writes it) and the helper retired.
   * Once a helper has taken its share on, its writes are waited for however long they take, so
   * no write of it can land after the main thread has moved on.
   */
  answer(request: number, limitMs: number, onSlow: () => void) {
    let slow = false;
    while (Atomics.load(this.control, DONE) !== request) {
      if (Atomics.wait(this.control, DONE, request - 1, limitMs) !== 'timed-out') continue;
      if (Atomics.compareExchange(this.control, CLAIM, request - 1, CANCELLED) === request - 1) {
        this.stop();
        return false;
      }
      if (!slow) onSlow();
      slow = true;
    }
    return true;
  }

  stop() {
    this.alive = false;
    Atomics.store(this.control, READY, 0);
    Atomics.add(this.control, REQUEST, 1);
    Atomics.notify(this.control, REQUEST);
    void this.worker.terminate();
  }
}

/**
 * The main thread plus `threads` helpers, started on first use. With no helpers (one core, or
 * SOCKET_WRITE_THREADS=0) the main thread writes everything, as it would without this class.
 */
export class ParallelWrites {
  private helpers: Helper[] | undefined;
  private readonly capacity: number;
  private readonly frameCapacity: number;
  private readonly answerLimitMs: number;

  constructor(
    private readonly threads: number,
    private readonly onFault: (error: unknown) => void,
    options: ParallelWritesOptions = {},
  ) {
    this.capacity = options.capacity ?? 1024;
    this.frameCapacity = options.frameCapacity ?? 256 * 1024;
    this.answerLimitMs = options.answerLimitMs ?? ANSWER_LIMIT_MS;
  }

  /**
   * Writes `frame` to each descriptor and puts what became of it in `results` (same index):
   * its length when whole, a shorter count or 0 when the socket's buffer filled (the rest is the
   * caller's to queue), WRITE_FAILED when the socket is broken (its close arrives through the
   * event loop).
   */
  writeAll(frame: Buffer, fds: ArrayLike<number>, results: Int32Array) {
    const helpers = this.readyHelpers(frame, fds.length);
    // Equal shares, the main thread's last (helpers are capped by their memory).
    const share = Math.min(Math.ceil(fds.length / (helpers.length + 1)), this.capacity);
    const started = helpers.map((helper, i) => {
      const from = Math.min(i * share, fds.length);
      const count = Math.min(share, fds.length - from);
      return { helper, from, count, request: helper.start(frame, fds, from, count) };
    });
    for (let i = Math.min(helpers.length * share, fds.length); i < fds.length; i++) results[i] = writeOne(fds[i]!, frame);
    for (const { helper, from, count, request } of started) {
      const slow = () => this.onFault(new Error('a socket write helper is slow to finish its share'));
      if (helper.answer(request, this.answerLimitMs, slow)) {
        for (let i = 0; i < count; i++) results[from + i] = helper.results[i]!;
      } else {
        this.onFault(new Error('a socket write helper stopped answering; the main thread wrote its share'));
        for (let i = from; i < from + count; i++) results[i] = writeOne(fds[i]!, frame);
      }
    }
  }

  /** Helpers started and waiting for work (for tests and metrics). */
  helpersReady() {
    return (this.helpers ?? []).filter((h) => h.ready()).length;
  }

  close() {
    for (const helper of this.helpers ?? []) helper.stop();
    this.helpers = [];
  }

  /**
   * The helper threads, or none if one cannot start (out of threads or memory): the main thread
   * then writes alone, for good. This runs inside a publish or a later slice of one, where a
   * throw would lose the batch for every socket, or (from setImmediate) end the process.
   */
  private startHelpers(): Helper[] {
    const started: Helper[] = [];
    try {
      for (let i = 0; i < this.threads; i++) started.push(new Helper(this.capacity, this.frameCapacity, this.onFault));
      return started;
    } catch (error) {
      for (const helper of started) helper.stop();
      this.onFault(error);
      return [];
    }
  }

  private readyHelpers(frame: Buffer, count: number): Helper[] {
    if (this.threads <= 0 || count < MIN_SHARED || frame.length > this.frameCapacity) return [];
    this.helpers ??= this.startHelpers();
    // While a helper starts (tens of ms) or after it died, the others and the main thread write its share.
    const ready = this.helpers.filter((h) => h.ready());
    return ready.slice(0, Math.max(0, Math.ceil(count / MIN_SHARED) - 1));
  }
}

function writeOne(fd: number, frame: Buffer): number {
  try {
    return writeSync(fd, frame);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EAGAIN' || code === 'EWOULDBLOCK' ? 0 : WRITE_FAILED;
  }
}
