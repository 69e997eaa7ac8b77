// Entry: the language is activated before the first paint (no flash of another language),
// then the one jotai store, lingui and the router are provided to the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
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
