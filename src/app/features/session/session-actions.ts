// Starting and ending a session (SPEC.md section 4): login, registration and the demo account
// all end in signIn; logout in signOut. The socket follows the token atom by itself.
import type { User } from '../../../contract/account.ts';
import { api } from '../../lib/http/index.ts';
import { sessionAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';

export function signIn(reply: { token: string; user: User }): void {
  store.set(sessionAtom, { token: reply.token, user: reply.user });
  followWatchlist();
}

/** The watchlist follows the session at once: a guest's list joins the account's, a user's leaves at logout (watchlist/sync.ts). */
function followWatchlist(): void {
  void import('../watchlist/sync.ts').then((m) => m.startWatchlistSync()).catch(() => {});
}

/**
 * Ends the session here at once, and on the server (POST /api/user/logout) so a copy of the
 * token is worth nothing. The local session goes first, so nothing that loads on the way home
 * still carries the token; when the call fails (offline), the device is logged out all the same.
 */
export function signOut(): Promise<void> {
  const token = store.get(sessionAtom)?.token;
  store.set(sessionAtom, null);
  followWatchlist();
  if (!token) return Promise.resolve();
  // This device's push subscription ends first, while the token still names the session.
  const unsubscribed = import('../notifications/push-device.ts').then((m) => m.forgetDevice(token)).catch(() => undefined);
  return unsubscribed
    .then(() => api('logout', {}, { token, silent: true, initial: true }))
    .then(
      () => undefined,
      () => undefined,
    );
}
