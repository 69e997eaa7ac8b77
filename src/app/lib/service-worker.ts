// Registers the service worker that vite-plugin-pwa generates (precached shell and manifest,
// run-time caches for catalogs, logos and the instrument list). Production builds only: in
// development a caching worker would serve stale modules.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.register().catch(() => {
      /* no service worker (private mode, http on a LAN address): the app works online as before */
    });
  });
}
