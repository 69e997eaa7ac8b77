// Whether this browser may hold snapshots, as a flag in localStorage, read synchronously at
// start. The snapshot code (idb-keyval, the schemas) is then loaded only when there may be
// something to read, or later when there is something to write: a first visit never waits
// for it, and it stays off the startup bundle of / (npm run budget).
import { readStored, writeStored } from '../../state/persisted.ts';
import { z } from 'zod/mini';

const KEY = 'snapshots';

export const mayHaveSnapshots = () => readStored(KEY, z.boolean(), false);
export const markSnapshots = () => writeStored(KEY, true);
export const forgetSnapshots = () => writeStored(KEY, null);

/** The snapshot stores, loaded on first use. */
export const loadSnapshots = () => import('./snapshots.ts');
