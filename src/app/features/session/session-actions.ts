// Starting and ending a session (SPEC.md section 4): login, registration and the demo account
// all end in signIn; logout in signOut. The socket follows the token atom by itself.
import type { User } from '../../../contract/account.ts';
import { sessionAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';

export function signIn(reply: { token: string; user: User }): void {
  store.set(sessionAtom, { token: reply.token, user: reply.user });
}

export function signOut(): void {
  store.set(sessionAtom, null);
}
