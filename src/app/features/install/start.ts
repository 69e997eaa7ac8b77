// Started once from main.tsx, before the first render: catches the browser's install offer
// (it fires early, before any screen could listen), sends a home-screen launch back to the
// last route, and remembers each route from then on.
import type { AnyRouter } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../state/persisted.ts';
import { store } from '../../state/store.ts';
import { rememberRoute, routeToRestore } from './last-route.ts';
import { installOfferAtom, returningVisitorAtom, type InstallPromptEvent } from './pwa-state.ts';

export function startInstallFeatures(router: AnyRouter): void {
  // The install card waits for a second start: a first visit sees the quotes, not a request.
  const starts = readStored('starts', z.int().check(z.nonnegative()), 0);
  writeStored('starts', Math.min(starts + 1, 1000));
  store.set(returningVisitorAtom, starts >= 1);

  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own Install button replaces the browser's mini-infobar.
    event.preventDefault();
    store.set(installOfferAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installOfferAtom, null));

  const restore = routeToRestore();
  if (restore) router.history.replace(restore);
  router.subscribe('onResolved', ({ toLocation }) => rememberRoute(toLocation));
}
