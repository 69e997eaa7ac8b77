// Whether this browser may hold snapshots, as a flag in localStorage, read synchronously at
// start. The snapshot code (idb-keyval, the schemas) is then loaded only when there may be
// something to read, or later when there is something to write: a first visit never waits
// for it, and it stays off the startup bundle of / (npm run budget).
import { readStored, writeStored } from '../../state/persisted.ts';
import { z } from 'zod/mini';

const KEY = 'snapshots';
/** Set at logout until the snapshots are gone: a clear cut short (the tab closed) is finished at the next start. */
const CLEAR_KEY = 'snapshots-clear';

export const mayHaveSnapshots = () => readStored(KEY, z.boolean(), false);
export const markSnapshots = () => writeStored(KEY, true);

/** The snapshot stores, loaded on first use. */
export const loadSnapshots = () => import('./snapshots.ts');

/** Removes every snapshot; remembered until done, so a logout never leaves account data behind. */
export async function clearSnapshots(): Promise<void> {
  writeStored(CLEAR_KEY, true);
  const { clearAllSnapshots } = await loadSnapshots();
  await clearAllSnapshots();
  writeStored(KEY, null);
  writeStored(CLEAR_KEY, null);
}

/** At start: finishes a clear that a previous visit could not. */
export function finishPendingClear(): Promise<void> {
  return readStored(CLEAR_KEY, z.boolean(), false) ? clearSnapshots() : Promise.resolve();
}
