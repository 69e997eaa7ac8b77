// The app's HTTP client: the contract-built client wired to the store (language, token), the
// toast, and the session rules of SPEC.md section 8.
import { sessionAtom, tokenAtom } from '../../state/session.ts';
import { languageAtom } from '../../state/language.ts';
import { store } from '../../state/store.ts';
import { showToast } from '../../ui/toast.ts';
import { errorText } from '../error-text.ts';
import { i18n } from '../i18n.ts';
import { createApi } from './client.ts';

export type { CallOptions } from './client.ts';

/** Set by the router at start: where a lost session sends the user (/login?from=...). */
let onSessionLost: () => void = () => {};
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

export const api = createApi({
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  getLang: () => store.get(languageAtom),
  getToken: () => store.get(tokenAtom),
  notify: (error) => showToast(errorText(error, i18n), 'error'),
  announce: (message) => showToast(message, 'success'),
  onSessionInvalid: () => {
    store.set(sessionAtom, null);
    onSessionLost();
  },
});
