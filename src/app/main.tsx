// Entry: the language is activated before the first paint (no flash of another language),
// then the one jotai store, lingui and the router are provided to the app, and a stored
// session is checked with the server.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { checkSessionOnStart } from './features/session/start.ts';
import { i18n, startLanguage } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { router } from './router.ts';
import { Provider, store } from './state/store.ts';
import './ui/theme.css';

await startLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>
  </StrictMode>,
);

registerServiceWorker();

// A stored session is checked once per start; if it died, guards run again so a protected
// page sends the now-guest to log in, while public pages stay where they are.
void checkSessionOnStart(() => void router.invalidate());

// Site status (a non-zero status leaves for the 'loss' address) and the Android brand title,
// loaded apart so the start path of / stays as small as it is.
void import('./features/site/system-status.ts').then((m) => m.applySiteStatus());
