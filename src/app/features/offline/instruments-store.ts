// The instrument list's snapshot, read and written (loaded on demand with the snapshot stores,
// see snapshot-hint.ts): the read puts the stored list on screen unless a list as new came
// first; the write keeps the list with its last quotes, at the time they were current, with the
// categories and the rows' small charts, so an offline home looks as it did online.
import type { Category, Instrument } from '../../../contract/market.ts';
import { languageAtom } from '../../state/language.ts';
import { offlineAtom, pricesAsOfAtom } from '../../state/quotes.ts';
import { sessionAtom, snapshotUser } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { categoriesAtom, instrumentListAtom, instrumentListErrorAtom, liveInstrumentsAtom, newestQuoteTime, sparklinesAtom, type SparklineData } from '../market/instruments.ts';
import type { SparkSeries } from '../market/sparkline-series.ts';
import { clearAllSnapshots, instrumentSnapshots } from './snapshots.ts';

const currentUser = () => snapshotUser(store.get(sessionAtom)?.user.id);

/** The snapshot's categories: kept when a screen that does not load them (/trade) writes the list. */
let knownCategories: Category[] | null = null;
/** The snapshot's small charts by instrument id: kept for the rows this visit has not loaded. */
let storedCharts: Readonly<Record<number, SparkSeries>> = {};

export async function showStoredInstruments(): Promise<void> {
  const snapshot = await instrumentSnapshots.read(currentUser(), store.get(languageAtom));
  if (!snapshot) return;
  const { list, categories, sparklines } = snapshot.data;
  knownCategories = categories;
  storedCharts = Object.fromEntries((sparklines ?? []).map(({ id, ...series }) => [id, series]));
  standInCharts();
  // Offline, the service worker's copy of the list may come first; it is the list of the last
  // load, often older than the snapshot (written as quotes tick), so the newer of the two stays.
  // A list from the server, online, is never older than the snapshot.
  const shown = store.get(instrumentListAtom);
  if (!shown || newestQuoteTime(shown) < newestQuoteTime(list)) {
    store.set(instrumentListAtom, list);
    store.set(instrumentListErrorAtom, null);
    // After the list, so it wins over the time the recorder gives any new list.
    store.set(pricesAsOfAtom, snapshot.at);
  }
  // No categories yet, or none because their request failed (offline): the stored ones.
  if (!store.get(categoriesAtom)?.length && categories?.length) store.set(categoriesAtom, categories);
}

let followingOffline = false;
/**
 * While offline the rows' charts that could not load are the snapshot's; back online those give
 * way (with any that failed), so each row loads its own again when it is seen.
 */
function standInCharts(): void {
  if (!followingOffline) {
    followingOffline = true;
    store.sub(offlineAtom, standInCharts);
  }
  const offline = store.get(offlineAtom);
  store.set(sparklinesAtom, (all) => {
    const next: Record<number, SparklineData> = { ...all };
    if (offline) {
      for (const id in storedCharts) if (next[id] === undefined || next[id] === 'error') next[id] = storedCharts[id];
    } else {
      for (const id in next) if (next[id] === 'error' || next[id] === storedCharts[id]) delete next[id];
    }
    return next;
  });
}

/** A stored chart whose last hour is further behind its row's quote than this is dropped, not kept on. */
const CHART_STALE_MS = 2 * 3_600_000;

/** Each row's chart: this visit's where loaded (kept moving with the quotes), else the stored one while recent. */
function chartsOf(list: readonly Instrument[]) {
  const loaded = store.get(sparklinesAtom);
  return list.flatMap(({ Id, ForexQuotations: quote }) => {
    const own = loaded[Id];
    const series = own && own !== 'error' ? own : storedCharts[Id];
    return series && quote.Time - series.time < CHART_STALE_MS ? [{ id: Id, ...series }] : [];
  });
}

/** Writes the list on screen; false when there was nothing to write. */
export async function storeInstruments(): Promise<boolean> {
  const list = store.get(liveInstrumentsAtom);
  const at = store.get(pricesAsOfAtom);
  if (!list || list.length === 0 || at === null) return false;
  const shown = store.get(categoriesAtom);
  const categories = shown?.length ? [...shown] : knownCategories;
  await instrumentSnapshots.write(currentUser(), store.get(languageAtom), { at, data: { list, categories, sparklines: chartsOf(list) } });
  warmLogos(list);
  return true;
}

const warmed = new Set<string>();
/**
 * Every row's logo (on the same origin, says the contract) through the service worker, which
 * keeps what passes under /logos/ (vite.config.ts): an offline start then draws them all, those
 * of rows never scrolled to as well (lib/service-worker.ts asks again only for what the page had
 * loaded when the worker took over). Once the worker controls the page; a failure is retried at
 * the next write.
 */
function warmLogos(list: readonly Instrument[]): void {
  if (!navigator.serviceWorker?.controller) return;
  for (const { Logo } of list) {
    if (!Logo || warmed.has(Logo)) continue;
    warmed.add(Logo);
    void fetch(Logo).catch(() => warmed.delete(Logo));
  }
}

export { clearAllSnapshots };
