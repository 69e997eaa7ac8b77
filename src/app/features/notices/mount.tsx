// The trade notices live in a root of their own, above the app's, loaded once the first screen
// is up: nothing of them is on the start path of /.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../lib/i18n.ts';
import { Provider, store } from '../../state/store.ts';
import { TradeNotices } from './TradeNotices.tsx';

export function mountTradeNotices(): void {
  const host = document.createElement('div');
  host.id = 'trade-notices';
  document.body.prepend(host);
  createRoot(host).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <TradeNotices />
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
}
