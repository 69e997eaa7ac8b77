import type { TradePush } from './live.ts';
import { atom } from '../../state/store.ts';

/** The latest FOREX_TRADE totals (null until one arrives, or after a change made them stale: then forexDetail shows). */
export const liveTotalsAtom = atom<TradePush | null>(null);
