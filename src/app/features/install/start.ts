// Started once from main.tsx, before the first render: catches the browser's install offer
// (it fires early, before any screen could listen), sends a home-screen launch back to the
// last route, and remembers each route from then on.
import type { AnyRouter } from '@tanstack/react-router';
import { store } from '../../state/store.ts';
import { rememberRoute, routeToRestore } from './last-route.ts';
import { installOfferAtom, type InstallPromptEvent } from './pwa-state.ts';

export function startInstallFeatures(router: AnyRouter): void {
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
