// The instrument list (trade_list) and categories, merged with live quotes from DAY_MARKET,
// and the current instrument (the one /trade shows), remembered across visits. They load on the
// startup path of /, so the screens read plain atoms; the loaders are TanStack Query queries
// after the page's first call (start-then-query.ts).
import { z } from 'zod/mini';
import type { Category, Instrument, QuoteTick } from '../../../contract/market.ts';
import { marketCalls } from '../../../contract/calls/market.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { persistedAtom } from '../../state/persisted.ts';
import { liveQuotesAtom } from '../../state/quotes.ts';
import { atom, store } from '../../state/store.ts';
import { marketKeys } from './keys.ts';
import { startThenQuery } from './start-then-query.ts';
import type { SparkSeries } from './sparkline-series.ts';

// Only this domain's calls: the start of / carries no other call's schemas.
const api = apiFor(marketCalls);

/** The last full list from the server; null until the first answer. */
export const instrumentListAtom = atom<readonly Instrument[] | null>(null);
/** The failure of the first load, when there is nothing to show. */
export const instrumentListErrorAtom = atom<unknown>(null);
export const categoriesAtom = atom<readonly Category[] | null>(null);

export type SparklineData = SparkSeries | 'error';
/**
 * The rows' small charts by instrument id (sparklines.ts loads them and keeps them moving);
 * declared with the list, so the offline snapshot reaches them without the charts' code.
 */
export const sparklinesAtom = atom<Readonly<Record<number, SparklineData>>>({});

/** An instrument with its newest quote applied (a tick older than the list's quote is ignored). */
export function withLiveQuote(instrument: Instrument, tick: QuoteTick | undefined): Instrument {
  if (!tick || tick.Time < instrument.ForexQuotations.Time) return instrument;
  const { Id: _id, Code: _code, MarketStatus, NextOpen, ...quote } = tick;
  // NextOpen belongs to the instrument (when a closed market opens again), not to its quote;
  // a tick without it (an older server) keeps the list's value.
  return { ...instrument, MarketStatus, NextOpen: NextOpen === undefined ? instrument.NextOpen : NextOpen, ForexQuotations: { ...instrument.ForexQuotations, ...quote } };
}

/** When the newest quote of a list is from (its prices are current as of then). */
export const newestQuoteTime = (list: readonly Instrument[]) => Math.max(0, ...list.map((instrument) => instrument.ForexQuotations.Time));

const liveCache = new WeakMap<Instrument, { tick: QuoteTick | undefined; merged: Instrument }>();
/** Keeps the merged object stable while its tick is unchanged, so memoised rows do not redraw. */
function merged(instrument: Instrument, tick: QuoteTick | undefined): Instrument {
  const hit = liveCache.get(instrument);
  if (hit && hit.tick === tick) return hit.merged;
  const value = withLiveQuote(instrument, tick);
  liveCache.set(instrument, { tick, merged: value });
  return value;
}

export const liveInstrumentsAtom = atom((get) => {
  const list = get(instrumentListAtom);
  if (!list) return null;
  const quotes = get(liveQuotesAtom);
  return list.map((instrument) => merged(instrument, quotes[instrument.Id]));
});

/**
 * One-tap trading (issue 19 item 5), per device: off until turned on in settings after a risk
 * warning. Here, on the start of /, because the quote rows read it (a module of its own was a
 * chunk of its own); the buttons load only once it is on (trade/one-tap/).
 */
export const oneTapOnAtom = persistedAtom<boolean>('oneTap', z.boolean(), false);

export const currentInstrumentIdAtom = persistedAtom<number | null>('instrument', z.nullable(z.int().check(z.positive())), null);

/** The chosen instrument, or the first of the list when none was chosen (or it disappeared). */
export const currentInstrumentAtom = atom((get) => {
  const list = get(liveInstrumentsAtom);
  if (!list || list.length === 0) return null;
  const id = get(currentInstrumentIdAtom);
  return list.find((instrument) => instrument.Id === id) ?? list[0];
});

/**
 * One trade_list request. The page's first takes the answer the shell preloaded
 * (contract/preload.ts). Silent while a list is on screen (from before, or the offline
 * snapshot): the list stays and the offline banner says why it is not fresh; a toast would only
 * repeat it on every visit.
 */
const requestList = startThenQuery(marketKeys.instruments(), (first, signal) => api('tradeList', { searchCurrency: '' }, { silent: store.get(instrumentListAtom) !== null, preloaded: first, signal }));

/** Reloads the list (SPEC.md section 2: on every visit of /, /trade and /product); concurrent calls share one request. */
export const refreshInstruments = () =>
  requestList().then(
    (list) => {
      // Never an older list over a newer one: offline, the service worker's copy of the last
      // load may answer after the snapshot's list, written as the quotes ticked, is on screen.
      const shown = store.get(instrumentListAtom);
      if (!shown || newestQuoteTime(list) >= newestQuoteTime(shown)) store.set(instrumentListAtom, list);
      store.set(instrumentListErrorAtom, null);
    },
    (error: unknown) => {
      // An older list stays on screen; the error shows only when there is nothing to show.
      if (!store.get(instrumentListAtom)) store.set(instrumentListErrorAtom, error);
    },
  );

const requestCategories = startThenQuery(marketKeys.categories(), (_first, signal) => api('categories', {}, { silent: true, signal }));

export const refreshCategories = () =>
  requestCategories().then(
    (list) => store.set(categoriesAtom, list),
    () => {
      // The chips are optional: without them the list shows everything. A first failure ends
      // the chips' placeholder (no categories); a later one keeps the chips already shown.
      if (store.get(categoriesAtom) === null) store.set(categoriesAtom, []);
    },
  );
