// The Mine tab's unread count (features/support/unread-count.ts): the badge's upkeep loads for a
// signed-in user only, so a count heard before a logout must not survive it for the next reader.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { supportUnreadAtom } from '../../src/app/features/support/unread-count.ts';
import { sessionAtom, type Session } from '../../src/app/state/session.ts';

const signedIn = { token: 'token-1', user: { id: 7 } } as unknown as NonNullable<Session>;

describe('the support unread count', () => {
  it('shows what was heard while signed in, and 0 once signed out, a count left behind included', () => {
    const store = createStore();
    store.set(sessionAtom, signedIn);
    store.set(supportUnreadAtom, 3);
    expect(store.get(supportUnreadAtom)).toBe(3);
    store.set(sessionAtom, null);
    expect(store.get(supportUnreadAtom)).toBe(0);
    store.set(supportUnreadAtom, 5);
    expect(store.get(supportUnreadAtom)).toBe(0);
  });
});
