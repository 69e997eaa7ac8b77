// Registers the service worker that vite-plugin-pwa generates (precached shell and manifest,
// run-time caches for catalogs, logos, the chart code and the instrument list). Production
// builds only: in development a caching worker would serve stale modules.
//
// workbox-window is loaded once the first screen is complete (the page has loaded and its data
// has arrived, or a few seconds have passed) and the browser is idle, so it never competes with
// the first quotes of `/` (scripts/budget.ts counts the JavaScript before them).
// A newer deployment installs in the background and WAITS: `onUpdate` is told, the app shows
// "update available", and only the person's tap sends SKIP_WAITING and reloads once the new
// worker controls the page.
//
// The manifest's link comes in this chunk too, at the same moment (manifest-link.ts).
export { linkManifest } from './manifest-link.ts';

export function registerServiceWorker(firstScreen: Promise<unknown>, onUpdate: (accept: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdleAfter(firstScreen, () => {
    void import('workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        onUpdate(() => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        });
      });
      // The first install takes this page over (clientsClaim). What the page loaded before then
      // never passed through the run-time caches, so a later offline start would find its
      // catalog, chart code and logos only if the HTTP cache still held them: ask once more.
      workbox.addEventListener('controlling', (event) => {
        if (!event.isUpdate) warmRuntimeCaches();
      });
      workbox.register().catch(() => {
        /* no service worker (private mode, http on a LAN address): the app works online as before */
      });
      // A deployment made while the app stays open is found without a reload.
      window.setInterval(() => void workbox.update().catch(() => undefined), 30 * 60_000);
    });
  });
}

/** The run-time cached files (vite.config.ts) this page loaded: catalogs, the chart code, logos. */
const RUNTIME_CACHED = /\/assets\/(messages|klinecharts)-[^/]*\.js$|\/logos\//;

/** Requests those files again through the worker (the HTTP cache answers, or the server with a 304). */
function warmRuntimeCaches(): void {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  for (const url of new Set(loaded)) {
    if (RUNTIME_CACHED.test(new URL(url).pathname)) void fetch(url).catch(() => undefined);
  }
}

/** A screen whose data never comes (offline, another route) still gets its worker. */
const FIRST_SCREEN_WAIT_MS = 5000;
/** After the data, the rows, their logos and the live socket get the network first. */
const SETTLE_MS = 2000;

function whenIdleAfter(firstScreen: Promise<unknown>, run: () => void): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const ready = Promise.race([firstScreen.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  void Promise.all([loaded, ready])
    .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
    .then(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
      else run();
    });
}
