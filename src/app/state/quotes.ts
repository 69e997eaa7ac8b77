// Live market data fed by the socket worker (lib/socket): the latest quote per instrument id
// (DAY_MARKET) and the forming candle of every period per instrument code (KLINE.<code>).
import type { Period, QuoteTick } from '../../contract/market.ts';
import type { Candle } from '../../contract/market.ts';
import { atom } from './store.ts';

export type LiveQuotes = Readonly<Record<number, QuoteTick>>;
export type FormingCandles = Readonly<Record<string, Readonly<Record<Period, Candle>>>>;

export const liveQuotesAtom = atom<LiveQuotes>({});
export const formingCandlesAtom = atom<FormingCandles>({});

/** Whether the live connection is open, for a discreet indicator. */
export const socketStatusAtom = atom<'connecting' | 'open' | 'closed'>('connecting');

// Whether the prices are live at all (features/offline/connectivity.ts keeps these): offline
// means the browser says so, or the socket has been down for a while.
export const browserOnlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
/** The socket has not been open for a few seconds (a short reconnect does not count). */
export const liveLostAtom = atom(false);
export const offlineAtom = atom((get) => !get(browserOnlineAtom) || get(liveLostAtom));
/** When the prices shown were current: a snapshot's time, then the last list or tick received. */
export const pricesAsOfAtom = atom<number | null>(null);

/** Merges a DAY_MARKET batch (only the changed instruments) into the quotes by id. */
export const mergeQuotesAtom = atom(null, (get, set, ticks: readonly QuoteTick[]) => {
  if (ticks.length === 0) return;
  const next: Record<number, QuoteTick> = { ...get(liveQuotesAtom) };
  for (const tick of ticks) next[tick.Id] = tick;
  set(liveQuotesAtom, next);
});
