// The instrument list's snapshot at start and while the app runs: read before the first render
// (so a repeat start shows the home list at once, online or not), written a few seconds after
// the list or a quote changes, and when the page is hidden. pricesAsOfAtom follows: the
// snapshot's time at start, then the time of the newest quote of a list (which may be the
// service worker's copy, answered offline: it is not "now") or the time a tick arrived.
import type { Instrument } from '../../../contract/market.ts';
import { liveQuotesAtom, pricesAsOfAtom } from '../../state/quotes.ts';
import { store } from '../../state/store.ts';
import { instrumentListAtom, newestQuoteTime } from '../market/instruments.ts';
import { loadSnapshotCode, markSnapshots, mayHaveSnapshots } from './snapshot-hint.ts';

/** Quotes tick several times a second: the snapshot is written at most this often. */
export const WRITE_EVERY_MS = 3_000;

/** Puts the stored list on screen unless the server answered first; resolves when done or after `timeoutMs`. */
export function preloadInstruments(timeoutMs: number): Promise<void> {
  if (!mayHaveSnapshots()) return Promise.resolve();
  const read = loadSnapshotCode().then((code) => code.showStoredInstruments());
  return Promise.race([read, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
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
    void loadSnapshotCode()
      .then((code) => code.storeInstruments())
      .then(
        (written) => written && markSnapshots(),
        () => {},
      );
  };
  const fresh = (at = Date.now()) => {
    store.set(pricesAsOfAtom, at);
    // The store's code loads with the first write, not at start (it is not needed to paint);
    // a page left within these first seconds may go without a snapshot.
    timer ??= setTimeout(flush, WRITE_EVERY_MS);
  };
  const dated = (list: readonly Instrument[]) => Math.min(Date.now(), newestQuoteTime(list));
  store.sub(instrumentListAtom, () => {
    const list = store.get(instrumentListAtom);
    if (list) fresh(dated(list));
  });
  store.sub(liveQuotesAtom, () => fresh());
  // A list that came before this started (offline, the service worker's copy can) is dated
  // too; it is written with the first tick, so a first visit loads no snapshot code before its
  // first screen.
  const list = store.get(instrumentListAtom);
  if (list && store.get(pricesAsOfAtom) === null) store.set(pricesAsOfAtom, dated(list));
  // A phone may kill a hidden tab without warning: write what is pending while we can.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && timer) flush();
  });
  window.addEventListener('pagehide', () => {
    if (timer) flush();
  });
}
