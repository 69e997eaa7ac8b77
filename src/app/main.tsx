// Entry: the language is activated before the first paint (no flash of another language),
// then the one jotai store, lingui and the router are provided to the app, and a stored
// session is checked with the server. The offline snapshots are read in parallel with the
// language (bounded by a short wait), so a repeat start paints the last list at once.
import './lib/evaluation-break.ts';
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { OfflineBanner } from './features/offline/OfflineBanner.tsx';
import { preloadSnapshots, startOffline } from './features/offline/start.ts';
import { updateWaitingAtom } from './features/install/pwa-state.ts';
import { instrumentListAtom } from './features/market/instruments.ts';
import { UpdateSlot } from './features/install/slots.tsx';
import { startInstallFeatures } from './features/install/start.ts';
import { checkSessionOnStart } from './features/session/start.ts';
import { firstQuotesShown, signalsFirstQuotes } from './lib/first-screen.ts';
import { i18n, loadWholeLanguage, startLanguage, startTextsOf } from './lib/i18n.ts';
import { startSocketAfter } from './lib/socket/client.ts';
import { yieldTask } from './lib/next-task.ts';
import { router } from './router.ts';
import { Provider, store } from './state/store.ts';
import './ui/theme.css';

// The start in a task of its own, after the one that evaluated React DOM and built the router
// (lib/evaluation-break.ts splits off the one before that): on a phone each of the three stays
// near the 50 ms at which a task starts to block input (issue 21 item 5).
await yieldTask();
startInstallFeatures(router);
// The language's catalog and the first route (its code, its guard, its loader's request, e.g.
// the quotes of /) load side by side instead of one after the other; the screen renders once
// both are in, in the right language. The offline snapshots are read alongside (bounded by a
// short wait inside preloadSnapshots), so a repeat start can paint the last list at once.
// On /, the catalog's start-up part (the texts of its first screen) is enough, on /trade that of
// its first paint (its lazily loaded parts wait for the rest); any other first route gets the
// whole catalog (routes/__root.tsx).
const startsHome = location.pathname === '/';
// The first screen of / is its quotes (from the snapshot at once, else from trade_list), that of
// /trade its instrument's header and ticket (from trade_list, which the shell preloads: the
// socket only brings the ticks after it); a few seconds at most, if they never come (offline
// with nothing stored). Any other first screen waits for nothing.
const waitsForQuotes = signalsFirstQuotes(location.pathname);
const firstQuotesOrLater = waitsForQuotes ? Promise.race([firstQuotesShown, new Promise<void>((resolve) => setTimeout(resolve, 5000))]) : Promise.resolve();
// On / and /trade, the live connection (the socket worker's code and its handshake) follows the first quotes.
if (waitsForQuotes) startSocketAfter(firstQuotesOrLater);
await Promise.all([startLanguage(startTextsOf(location.pathname)), preloadSnapshots(), router.load().catch(() => undefined)]);
// Trade notices on every screen (why a position closed, the margin-call banner above the app)
// and the inbox's (a toast and the unread count), loaded after the first quotes with the whole
// catalog: none of their code or texts is on the start path of / or /trade (scripts/startup-catalog.ts
// does not follow them). AppNotices loads the signed-in ones only once a session exists.
// A chunk that cannot load (offline before the service worker had it, a deployment that
// replaced it) leaves the notices out rather than taking the app down with it.
const TradeNotices = lazy(() =>
  firstQuotesOrLater
    .then(loadWholeLanguage)
    .then(() => import('./features/notices/AppNotices.tsx'))
    .catch(() => ({ default: () => null })),
);
startOffline();

// The first render as a transition: React renders it in slices of a few milliseconds instead of
// one long task (the whole home list with its rows), so the page answers input meanwhile and
// Lighthouse's blocking time drops (issue 21); the rows are committed to the screen together.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <OfflineBanner />
          <Suspense fallback={null}>
            <TradeNotices />
          </Suspense>
          <RouterProvider router={router} />
          <UpdateSlot />
        </I18nProvider>
      </Provider>
    </StrictMode>,
  ),
);

// The rest of the catalog follows the first quotes (or a few seconds, if they never come) a
// moment later, so it never competes with them; a screen opened before then waits for it.
if (startsHome) void firstQuotesOrLater.then(() => setTimeout(() => void loadWholeLanguage(), 1000));
// The service worker's code waits for the first screen's data: the quotes, on / and /trade.
const firstQuotes = new Promise<void>((resolve) => {
  if (store.get(instrumentListAtom)) return resolve();
  const stop = store.sub(instrumentListAtom, () => {
    stop();
    resolve();
  });
});
// On / and /trade its registration code itself loads once the first quotes are on screen (or a
// few seconds have passed), never before them; elsewhere at once. The manifest's link with it.
void firstQuotesOrLater
  .then(() => import('./lib/service-worker.ts'))
  .then((m) => {
    m.linkManifest();
    m.registerServiceWorker(firstQuotes, (accept) => store.set(updateWaitingAtom, { accept }));
  });

// A stored session is checked once per start; if it died, guards run again so a protected
// page sends the now-guest to log in, while public pages stay where they are.
void checkSessionOnStart(() => void router.invalidate());

// Site status (a non-zero status leaves for the 'loss' address) and the Android brand title,
// loaded apart so the start path of / stays as small as it is. On / and /trade the check follows
// the first quotes: its code and call, finished before the first screen's largest paint, were
// work Lighthouse's simulation put before that paint (issue 21 item 5). The title waits for them too.
void firstQuotesOrLater.then(() => import('./features/site/system-status.ts')).then((m) => m.applySiteStatus(firstQuotesOrLater));
