// The app's HTTP client wired to the store (language, token), the toast, and the session rules
// of SPEC.md section 8. `apiFor(table)` binds one domain's calls (src/contract/calls/*.ts), so a
// screen carries only its own schemas; index.ts binds the whole table for everything else.
import { sessionAtom, tokenAtom } from '../../state/session.ts';
import { languageAtom } from '../../state/language.ts';
import { store } from '../../state/store.ts';
import { showToast } from '../../ui/toast.ts';
import { errorText } from '../error-text.ts';
import { i18n } from '../i18n.ts';
import { createCaller } from './caller.ts';

export type { CallOptions } from './caller.ts';

/** Set by the router at start: where a lost session sends the user (/login?from=...). */
let onSessionLost: () => void = () => {};
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

export const apiFor = createCaller({
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
