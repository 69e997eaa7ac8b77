// The instrument list's snapshot: read before the first render (so a repeat start shows the
// home list at once, online or not), written a few seconds after the list or a quote changes,
// and when the page is hidden. It also keeps pricesAsOfAtom: the snapshot's time at start,
// then the time the last fresh list or tick arrived.
import type { Category, Instrument } from '../../../contract/market.ts';
import { languageAtom } from '../../state/language.ts';
import { liveQuotesAtom } from '../../state/quotes.ts';
import { sessionAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { categoriesAtom, instrumentListAtom, liveInstrumentsAtom } from '../market/instruments.ts';
import { pricesAsOfAtom } from './connectivity.ts';
import { loadSnapshots, mayHaveSnapshots } from './snapshot-hint.ts';
import { snapshotUser } from './snapshot-user.ts';

/** Quotes tick several times a second: the snapshot is written at most this often. */
export const WRITE_EVERY_MS = 3_000;

const currentUser = () => snapshotUser(store.get(sessionAtom)?.user.id);

/** The list put on screen from the snapshot (not fresh from the server). */
let fromSnapshot: readonly Instrument[] | null = null;
/** The snapshot's categories: kept when a screen that does not load them (/trade) writes the list. */
let knownCategories: Category[] | null = null;

/** Puts the stored list on screen unless the server answered first; resolves when done or after `timeoutMs`. */
export function preloadInstruments(timeoutMs: number): Promise<void> {
  if (!mayHaveSnapshots()) return Promise.resolve();
  const user = currentUser();
  const lang = store.get(languageAtom);
  const read = loadSnapshots().then(({ instrumentSnapshots }) => instrumentSnapshots.read(user, lang)).then((snapshot) => {
    if (!snapshot || store.get(instrumentListAtom)) return;
    fromSnapshot = snapshot.data.list;
    knownCategories = snapshot.data.categories;
    store.set(instrumentListAtom, snapshot.data.list);
    if (!store.get(categoriesAtom) && snapshot.data.categories) store.set(categoriesAtom, snapshot.data.categories);
    store.set(pricesAsOfAtom, snapshot.at);
  });
  return Promise.race([read, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

function write(): void {
  const list = store.get(liveInstrumentsAtom);
  const at = store.get(pricesAsOfAtom);
  if (!list || list.length === 0 || at === null) return;
  const shown = store.get(categoriesAtom);
  const categories = shown ? [...shown] : knownCategories;
  const user = currentUser();
  const lang = store.get(languageAtom);
  void loadSnapshots().then(({ instrumentSnapshots }) => instrumentSnapshots.write(user, lang, { at, data: { list, categories } })).catch(() => {});
}

let started = false;
/** Records fresh lists and ticks. Called once at start, after the preload. */
export function recordInstruments(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    write();
  };
  const fresh = () => {
    store.set(pricesAsOfAtom, Date.now());
    if (timer) return;
    // The store's code loads with the first write, not at start (it is not needed to paint);
    // a page left within these first seconds may go without a snapshot.
    timer = setTimeout(flush, WRITE_EVERY_MS);
  };
  store.sub(instrumentListAtom, () => {
    const list = store.get(instrumentListAtom);
    if (list && list !== fromSnapshot) fresh();
  });
  store.sub(liveQuotesAtom, fresh);
  // A phone may kill a hidden tab without warning: write what is pending while we can.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && timer) flush();
  });
  window.addEventListener('pagehide', () => {
    if (timer) flush();
  });
}
