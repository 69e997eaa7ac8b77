import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer copies what the WAL holds into the database file, ms. */
const EVERY_MS = 50;

/**
 * The main connection's own checkpoint, past this many WAL pages (about 40 MB): only a fallback
 * should the checkpointer stop or fall behind, so the WAL cannot grow without end.
 */
export const FALLBACK_CHECKPOINT_PAGES = 10_000;

// CommonJS, run by the worker thread: its own connection to the file, a PASSIVE checkpoint every
// EVERY_MS (it never waits for, nor blocks, the main connection's readers or writer), closed on
// any message. A failed checkpoint (the file busy, say) is tried again at the next turn.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('synchronous = FULL');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Closes the worker's connection and ends the thread. */
  stop(): Promise<void>;
}

/**
 * Checkpoints the SQLite file in a worker thread (issue 21, the tick's "to idle"). better-sqlite3
 * runs on the event loop, so SQLite's automatic checkpoint (every 1,000 WAL pages, inside
 * whichever commit crosses them) copied the pages and synced the database file while every
 * request and tick waited: a few ticks in a hundred took several times longer. Durability is
 * unchanged: each commit is synced to the WAL as before (synchronous=FULL); a checkpoint only
 * moves committed pages into the main file, and a crash in the middle is recovered from the WAL.
 */
export function startCheckpointer(file: string): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(SOURCE, { eval: true, workerData: { driver, file, everyMs: EVERY_MS } });
  // The main connection's fallback checkpoint still keeps the WAL bounded if this one fails.
  worker.on('error', () => undefined);
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.ref(); // held until it has closed its connection, or the process could end first
      worker.postMessage('stop');
      await exited;
    },
  };
}
