// Whether the app is offline, and how old the prices on screen are (issue 11, item 3).
// Offline means the browser says so, or the live connection has been down for a while (the
// network is there but the server is not: a restart, a captive portal). A short reconnect does
// not count, so the banner does not flicker.
import { browserOnlineAtom, liveLostAtom, socketStatusAtom } from '../../state/quotes.ts';

export { offlineAtom } from '../../state/quotes.ts';
import { store } from '../../state/store.ts';

/** How long the socket may be down before the app calls itself offline. */
export const LIVE_GRACE_MS = 4_000;

let started = false;
/** Follows the browser's online state and the socket's status. Called once at start. */
export function watchConnectivity(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const sync = () => store.set(browserOnlineAtom, navigator.onLine);
  window.addEventListener('online', sync);
  window.addEventListener('offline', sync);
  let grace: ReturnType<typeof setTimeout> | null = null;
  const follow = () => {
    if (store.get(socketStatusAtom) === 'open') {
      if (grace) clearTimeout(grace);
      grace = null;
      store.set(liveLostAtom, false);
    } else if (!grace && !store.get(liveLostAtom)) {
      grace = setTimeout(() => {
        grace = null;
        if (store.get(socketStatusAtom) !== 'open') store.set(liveLostAtom, true);
      }, LIVE_GRACE_MS);
    }
  };
  store.sub(socketStatusAtom, follow);
  follow();
}
