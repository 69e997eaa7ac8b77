// Home's kept screen state (SPEC.md section 2): the chosen category survives leaving and
// coming back to /. null is 'all'; 'watchlist' the person's favourites (features/watchlist).
import { z } from 'zod/mini';
import { persistedAtom } from '../../state/persisted.ts';
import { atom } from '../../state/store.ts';
import { liveInstrumentsAtom } from './instruments.ts';

export type HomeCategory = number | null | 'watchlist';
export const homeCategoryAtom = atom<HomeCategory>(null);

/** Whether the quote rows show bid, ask and spread instead of last price and change; kept per device. */
export const bidAskAtom = persistedAtom<boolean>('bidAsk', z.boolean(), false);

export const homeInstrumentsAtom = atom((get) => {
  const list = get(liveInstrumentsAtom);
  const category = get(homeCategoryAtom);
  if (!list || category === null || category === 'watchlist') return list;
  return list.filter((instrument) => instrument.CategoryId === category);
});
