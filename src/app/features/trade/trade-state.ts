// Trade's kept screen state (SPEC.md section 2): period and order tab survive leaving /trade.
// The instrument itself is the persisted current instrument of features/market.
import type { Period } from '../../../contract/market.ts';
import { atom } from '../../state/store.ts';

export const tradePeriodAtom = atom<Period>('1min');
export const orderTypeTabAtom = atom<'market' | 'pending'>('market');
