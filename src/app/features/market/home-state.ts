// Home's kept screen state (SPEC.md section 2): the chosen category survives leaving and
// coming back to /. null is 'all'.
import { atom } from '../../state/store.ts';
import { liveInstrumentsAtom } from './instruments.ts';

export const homeCategoryAtom = atom<number | null>(null);

export const homeInstrumentsAtom = atom((get) => {
  const list = get(liveInstrumentsAtom);
  const category = get(homeCategoryAtom);
  if (!list || category === null) return list;
  return list.filter((instrument) => instrument.CategoryId === category);
});
