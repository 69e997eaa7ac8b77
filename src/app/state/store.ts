// The one jotai entry module (STYLE.md 4): it owns the app's single store and re-exports
// jotai, so no other module imports 'jotai' directly and non-React code (router guards, the
// HTTP client, the socket bridge) reads and writes the very atoms the screens render.
import { createStore } from 'jotai';

export { atom, useAtom, useAtomValue, useSetAtom, Provider } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom, SetStateAction } from 'jotai';
export { atomWithStorage, atomFamily, selectAtom } from 'jotai/utils';

export const store = createStore();
export type Store = typeof store;
