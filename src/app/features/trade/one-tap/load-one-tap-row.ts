// The home list's one-tap buttons, loaded in two steps: the start of / names only this module,
// which imports nothing itself (so its preload list is empty), and it waits for the whole catalog
// (the buttons' texts are not in the start-up one; `wholeLanguage` is lib/i18n's, passed in)
// before it asks for the buttons and what they need.
export const loadOneTapRow = (wholeLanguage: () => Promise<void>) => wholeLanguage().then(() => import('./OneTapButtons.tsx'));
