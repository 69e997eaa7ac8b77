import type { Clock } from '../clock.ts';
import { socketHoldRepository as repo } from '../db/socket-hold-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { SocketCaps } from '../ws/caps.ts';

/** New sockets decided in one transaction at most (the batch's addresses travel as arrays). */
const MAX_BATCH = 500;

interface Waiting {
  key: string;
  answer: (admitted: boolean) => void;
}

/**
 * SOCKETS_PER_ADDRESS across a cluster (issue 22 item 4): each node counts its sockets per
 * address in PostgreSQL, and a new one is admitted while the live nodes (by their own leases)
 * hold fewer than the cap. A node that dies stops counting when its lease runs out. Should the
 * database not answer, the socket is admitted: the cap guards against one client's thousands of
 * sockets, and a database outage must not take every live price off every screen.
 *
 * Sockets come in waves (a node's start, a failover moving a dead node's sockets to the rest),
 * so the counting is batched like the wallet's group commit: one transaction in flight per
 * node, and the sockets that arrive meanwhile are decided together in the next one. A lone
 * socket waits for one transaction as before.
 */
export function clusterSocketCaps(options: { db: Executor; clock: Clock; nodeId: string; max: number; onError: (error: unknown) => void }): SocketCaps & { start(): Promise<void> } {
  const { db, clock, nodeId, max, onError } = options;
  const waiting: Waiting[] = [];
  let admitting = false;
  const closed = new Map<string, number>();
  let releasing = false;

  function admitNext() {
    if (admitting || waiting.length === 0) return;
    admitting = true;
    const batch = waiting.splice(0, MAX_BATCH);
    repo
      .admit(
        db,
        batch.map((w) => w.key),
        nodeId,
        max,
        clock.now(),
      )
      .then(
        (admitted) => batch.forEach((w, i) => w.answer(admitted[i] ?? true)),
        (error: unknown) => {
          onError(error);
          for (const w of batch) w.answer(true);
        },
      )
      .finally(() => {
        admitting = false;
        admitNext();
      });
  }

  function releaseNext() {
    if (releasing || closed.size === 0) return;
    releasing = true;
    const batch = new Map(closed);
    closed.clear();
    repo
      .release(db, batch, nodeId)
      .catch(onError)
      .finally(() => {
        releasing = false;
        releaseNext();
      });
  }

  return {
    start: () => repo.forget(db, nodeId),
    admit: (key) =>
      new Promise<boolean>((answer) => {
        waiting.push({ key, answer });
        admitNext();
      }),
    release(key) {
      closed.set(key, (closed.get(key) ?? 0) + 1);
      releaseNext();
    },
  };
}
