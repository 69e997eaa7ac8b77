// Whether this browser may hold an instrument list snapshot, as a flag in localStorage, read
// synchronously at start. The snapshot code (idb-keyval, the schemas, instruments-store.ts) is
// then loaded only when there may be something to read, or later with the first write: a first
// visit never waits for it, and it stays off the startup bundle of / (npm run budget). Candles
// and the account are read by their screens, which load the snapshot stores themselves.
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../state/persisted.ts';

const HINT_KEY = 'snapshots';
/** Set at logout until the snapshots are gone: a clear cut short (the tab closed) is finished at the next start. */
const CLEAR_KEY = 'snapshots-clear';

export const mayHaveSnapshots = () => readStored(HINT_KEY, z.boolean(), false);
export const markSnapshots = () => writeStored(HINT_KEY, true);

/** The snapshot code, loaded on first use. */
export const loadSnapshotCode = () => import('./instruments-store.ts');

/** Removes every snapshot (logout); remembered until done, so no account data stays behind. */
export function clearSnapshots(): Promise<void> {
  writeStored(CLEAR_KEY, true);
  return loadSnapshotCode()
    .then((code) => code.clearAllSnapshots())
    .then(() => {
      writeStored(HINT_KEY, null);
      writeStored(CLEAR_KEY, null);
    });
}

/** At start: finishes a clear that a previous visit could not. */
export function finishPendingClear(): Promise<void> {
  return readStored(CLEAR_KEY, z.boolean(), false) ? clearSnapshots() : Promise.resolve();
}
