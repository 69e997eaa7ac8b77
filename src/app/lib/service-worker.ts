// Registers the service worker that vite-plugin-pwa generates (precached shell and manifest,
// run-time caches for catalogs, logos, the chart code and the instrument list). Production
// builds only: in development a caching worker would serve stale modules.
//
// workbox-window is loaded once the page has loaded and the browser is idle, so it never
// competes with the first paint of `/` (scripts/budget.ts counts the startup JavaScript).
// A newer deployment installs in the background and WAITS: `onUpdate` is told, the app shows
// "update available", and only the person's tap sends SKIP_WAITING and reloads once the new
// worker controls the page.
export function registerServiceWorker(onUpdate: (accept: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdleAfterLoad(() => {
    void import('workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        onUpdate(() => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        });
      });
      workbox.register().catch(() => {
        /* no service worker (private mode, http on a LAN address): the app works online as before */
      });
      // A deployment made while the app stays open is found without a reload.
      window.setInterval(() => void workbox.update().catch(() => undefined), 30 * 60_000);
    });
  });
}

function whenIdleAfterLoad(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
