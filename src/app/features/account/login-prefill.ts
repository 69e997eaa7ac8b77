// After a password reset the login form opens on the same tab with the same account, so the
// person types only the new password (never prefilled). Kept in memory for the next visit to
// the login form only: it is not written to storage and is used up when the form opens.
import { useEffect, useState } from 'react';
import { atom, store } from '../../state/store.ts';
import type { Channel } from './validation.ts';

export interface LoginPrefill {
  channel: Channel;
  /** The email address, or the phone number as the server reads it. */
  account: string;
}

const EMPTY: LoginPrefill = { channel: 'email', account: '' };
const loginPrefillAtom = atom<LoginPrefill | null>(null);

export function prefillLogin(prefill: LoginPrefill): void {
  store.set(loginPrefillAtom, prefill);
}

/** What the login form starts with; read once when it opens, then forgotten. */
export function useLoginPrefill(): LoginPrefill {
  const [prefill] = useState(() => store.get(loginPrefillAtom) ?? EMPTY);
  useEffect(() => store.set(loginPrefillAtom, null), []);
  return prefill;
}
