// The offline feature's start (main.tsx): read the snapshots before the first render (waiting
// at most PRELOAD_WAIT_MS, so a slow disk never holds the app back), then follow connectivity,
// record fresh data, clear every snapshot at logout, and reload the list when the app is back.
import { sessionAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { refreshCategories, refreshInstruments } from '../market/instruments.ts';
import { offlineAtom, watchConnectivity } from './connectivity.ts';
import { preloadInstruments, recordInstruments } from './instruments-snapshot.ts';
import { clearSnapshots, finishPendingClear } from './snapshot-hint.ts';

/** IndexedDB answers in a few ms; this bounds the wait on a device where it does not. */
export const PRELOAD_WAIT_MS = 250;

export function preloadSnapshots(): Promise<void> {
  return finishPendingClear()
    .then(() => preloadInstruments(PRELOAD_WAIT_MS))
    .catch(() => {});
}

export function startOffline(): void {
  watchConnectivity();
  recordInstruments();
  let userId = store.get(sessionAtom)?.user.id ?? null;
  store.sub(sessionAtom, () => {
    const next = store.get(sessionAtom)?.user.id ?? null;
    // Logout, a lost session, or another account: the previous user's data must not stay.
    if (userId !== null && next !== userId) void clearSnapshots().catch(() => {});
    userId = next;
  });
  let wasOffline = store.get(offlineAtom);
  store.sub(offlineAtom, () => {
    const offline = store.get(offlineAtom);
    // Back online: the list (and categories) are read again; lib/query re-reads its active
    // queries when the socket reopens, and the socket worker resubscribes by itself.
    if (wasOffline && !offline) {
      void refreshInstruments();
      void refreshCategories();
    }
    wasOffline = offline;
  });
}
