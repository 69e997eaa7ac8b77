// The CPU of a push is its encryption (RFC 8291: a fresh ECDH key pair and agreement, HKDF and
// AES-GCM per message, ~0.2 ms of a core): 10,000 pushes of a stop-out wave are 2 s of it. Done on
// the main thread it would delay the market's ticks, so helper threads do it when the machine
// has a core to spare; the main thread only posts the bytes.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import webpush, { type RequestOptions } from 'web-push';

export interface EncryptJob {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  options: RequestOptions;
}
export interface Encrypted {
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** web-push's request details (encrypted body and headers) on this thread. */
export function encryptHere(job: EncryptJob): Encrypted {
  const request = webpush.generateRequestDetails({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, job.payload, job.options);
  return { headers: request.headers as Record<string, string | number>, body: request.body };
}

// Plain JavaScript, so it loads the same under tsx, vitest and node; web-push by its resolved path.
const HELPER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const webpush = require(workerData.webPush);
parentPort.on('message', (jobs) => {
  const answers = jobs.map((job) => {
    try {
      const r = webpush.generateRequestDetails({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, job.payload, job.options);
      return { id: job.id, headers: r.headers, body: r.body };
    } catch (error) {
      return { id: job.id, error: String(error && error.message || error) };
    }
  });
  parentPort.postMessage(answers);
});
`;

/**
 * `threads` helper threads (0: encrypt on the calling thread). Jobs asked for in one turn of the
 * event loop go to the helpers together, in one message each, round-robin. A helper that dies
 * fails its jobs (the queue retries them) and the pool falls back to this thread.
 */
export function createEncryptPool(threads: number) {
  if (threads <= 0) return { encrypt: async (job: EncryptJob) => encryptHere(job), close: async () => undefined };
  const webPush = createRequire(import.meta.url).resolve('web-push');
  const waiting = new Map<number, { resolve: (value: Encrypted) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let next = 0;
  let batch: Array<EncryptJob & { id: number }> = [];
  let alive = true;

  const helpers = Array.from({ length: threads }, () => {
    const worker = new Worker(HELPER_SOURCE, { eval: true, workerData: { webPush }, stdout: false, stderr: false });
    worker.unref();
    worker.on('message', (answers: Array<{ id: number; headers?: Record<string, string | number>; body?: Uint8Array | null; error?: string }>) => {
      for (const a of answers) {
        const w = waiting.get(a.id);
        waiting.delete(a.id);
        if (!w) continue;
        if (a.error !== undefined) w.reject(new Error(a.error));
        else w.resolve({ headers: a.headers!, body: a.body ? Buffer.from(a.body.buffer, a.body.byteOffset, a.body.byteLength) : null });
      }
    });
    const dead = () => {
      alive = false;
      for (const [id, w] of waiting) {
        waiting.delete(id);
        w.reject(new Error('the push encryption thread stopped'));
      }
    };
    worker.on('error', dead);
    worker.on('exit', dead);
    return worker;
  });

  const dispatch = () => {
    const jobs = batch;
    batch = [];
    // Split the turn's jobs between the helpers.
    const share = Math.ceil(jobs.length / helpers.length);
    for (let i = 0; i < jobs.length; i += share) helpers[next++ % helpers.length]!.postMessage(jobs.slice(i, i + share));
  };

  return {
    encrypt(job: EncryptJob): Promise<Encrypted> {
      if (!alive) return Promise.resolve(encryptHere(job));
      const id = ++nextId;
      return new Promise<Encrypted>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        batch.push({ ...job, id });
        if (batch.length === 1) setImmediate(dispatch);
      });
    },
    async close() {
      alive = false;
      await Promise.all(helpers.map((w) => w.terminate()));
    },
  };
}
export type EncryptPool = ReturnType<typeof createEncryptPool>;
