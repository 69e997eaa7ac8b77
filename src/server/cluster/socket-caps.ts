import type { Clock } from '../clock.ts';
import { socketHoldRepository as repo } from '../db/socket-hold-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { SocketCaps } from '../ws/caps.ts';

/**
 * SOCKETS_PER_ADDRESS across a cluster (issue 22 item 4): each node counts its sockets per
 * address in PostgreSQL, and a new one is admitted while the live nodes (by their own leases)
 * hold fewer than the cap. A node that dies stops counting when its lease runs out. Should the
 * database not answer, the socket is admitted: the cap guards against one client's thousands of
 * sockets, and a database outage must not take every live price off every screen.
 */
export function clusterSocketCaps(options: { db: Executor; clock: Clock; nodeId: string; max: number; onError: (error: unknown) => void }): SocketCaps & { start(): Promise<void> } {
  const { db, clock, nodeId, max, onError } = options;
  return {
    start: () => repo.forget(db, nodeId),
    admit: (key) =>
      repo.admit(db, key, nodeId, max, clock.now()).catch((error: unknown) => {
        onError(error);
        return true;
      }),
    release(key) {
      repo.release(db, key, nodeId).catch(onError);
    },
  };
}
