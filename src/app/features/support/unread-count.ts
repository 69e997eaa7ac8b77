// The count of operator replies the user has not read, apart from the code that keeps it in step
// (unread.ts, with the support calls, loaded for a signed-in user only): the screens read it
// without loading that code.
import { tokenAtom } from '../../state/session.ts';
import { atom, useAtomValue } from '../../state/store.ts';

const heardAtom = atom(0);

/** The count; 0 while no one is signed in, so a count left from before a logout is never shown. */
export const supportUnreadAtom = atom(
  (get) => (get(tokenAtom) ? get(heardAtom) : 0),
  (_get, set, count: number) => set(heardAtom, count),
);

export const useSupportUnread = () => useAtomValue(supportUnreadAtom);
