// The instrument list's snapshot, read and written (loaded on demand with the snapshot stores,
// see snapshot-hint.ts): the read puts the stored list on screen unless the server answered
// first; the write keeps the list with its last quotes, at the time they were current.
import type { Category } from '../../../contract/market.ts';
import { languageAtom } from '../../state/language.ts';
import { pricesAsOfAtom } from '../../state/quotes.ts';
import { sessionAtom, snapshotUser } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { categoriesAtom, instrumentListAtom, liveInstrumentsAtom } from '../market/instruments.ts';
import { clearAllSnapshots, instrumentSnapshots } from './snapshots.ts';

const currentUser = () => snapshotUser(store.get(sessionAtom)?.user.id);

/** The snapshot's categories: kept when a screen that does not load them (/trade) writes the list. */
let knownCategories: Category[] | null = null;

export async function showStoredInstruments(): Promise<void> {
  const snapshot = await instrumentSnapshots.read(currentUser(), store.get(languageAtom));
  if (!snapshot || store.get(instrumentListAtom)) return;
  knownCategories = snapshot.data.categories;
  store.set(instrumentListAtom, snapshot.data.list);
  if (!store.get(categoriesAtom) && snapshot.data.categories) store.set(categoriesAtom, snapshot.data.categories);
  // After the list, so it wins over the "fresh" time the recorder gives any new list.
  store.set(pricesAsOfAtom, snapshot.at);
}

/** Writes the list on screen; false when there was nothing to write. */
export async function storeInstruments(): Promise<boolean> {
  const list = store.get(liveInstrumentsAtom);
  const at = store.get(pricesAsOfAtom);
  if (!list || list.length === 0 || at === null) return false;
  const shown = store.get(categoriesAtom);
  await instrumentSnapshots.write(currentUser(), store.get(languageAtom), { at, data: { list, categories: shown ? [...shown] : knownCategories } });
  return true;
}

export { clearAllSnapshots };
