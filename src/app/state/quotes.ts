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

/** Merges a DAY_MARKET batch (only the changed instruments) into the quotes by id. */
export const mergeQuotesAtom = atom(null, (get, set, ticks: readonly QuoteTick[]) => {
  if (ticks.length === 0) return;
  const next: Record<number, QuoteTick> = { ...get(liveQuotesAtom) };
  for (const tick of ticks) next[tick.Id] = tick;
  set(liveQuotesAtom, next);
});
