// Languages (SPEC.md section 1, GLOSSARY.md): the wire code is what we store and send in the
// `lang` header; lingui, Intl and <html lang> use the standard tag beside it. Each catalog is
// its own chunk, loaded only when that language is chosen (STYLE.md 7).
import { startTransition } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { LANG_INFO, normalizeLang, type Lang } from '../../contract/languages.ts';
import { LANG_COOKIE } from '../../contract/preload.ts';
import { languageAtom } from '../state/language.ts';
import { store } from '../state/store.ts';

export { i18n };

/** A compiled catalog as the build serves it: the start-up texts, and the rest on demand (absent in tests). */
interface CatalogModule {
  messages: Messages;
  rest?: () => Promise<{ messages: Messages }>;
}

/**
 * The texts a first screen starts with: those of /'s first screen, those of /trade's before its
 * lazily loaded parts (issue 21 item 5: a seventh of the catalog instead of all of it beside
 * index.js), or all of them (any other screen). The rest follows the first two.
 */
export type StartTexts = 'home' | 'trade' | 'whole';

/** The texts a first screen at `pathname` starts with (the shell names the same files: server/http/route-preload.ts). */
export const startTextsOf = (pathname: string): StartTexts => (pathname === '/' ? 'home' : pathname === '/trade' ? 'trade' : 'whole');

const loaded = new Map<Lang, Promise<CatalogModule>>();
const rests = new Map<Lang, Promise<Messages>>();
/** The languages that started with /trade's texts (after any other start, /trade waits for the whole catalog). */
const tradeTexts = new Set<Lang>();

function loadStartup(lang: Lang, trade = false): Promise<CatalogModule> {
  let pending = loaded.get(lang);
  if (!pending) {
    // A template literal with the folder fixed lets Vite emit one chunk per catalog: the start of /,
    // or that of /trade (which holds the start of / too).
    pending = (trade ? import(`../../../locales/${lang}/messages.ts?trade`) : import(`../../../locales/${lang}/messages.ts`)) as Promise<CatalogModule>;
    pending.catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}

function loadRest(lang: Lang): Promise<Messages> {
  let pending = rests.get(lang);
  if (!pending) {
    pending = loadStartup(lang).then((m) => (m.rest ? m.rest().then((r) => r.messages) : {}));
    pending.catch(() => rests.delete(lang));
    rests.set(lang, pending);
  }
  return pending;
}

/**
 * The catalog of a language: the start-up texts of / or of /trade, or all of them (the start of /
 * and the rest, side by side: the shell names both files, so the rest's import finds its file in hand).
 */
async function loadCatalog(lang: Lang, start: StartTexts): Promise<Messages> {
  const whole = start === 'whole';
  if (start === 'trade' && !loaded.has(lang)) tradeTexts.add(lang);
  const [startup, rest] = await Promise.all([loadStartup(lang, start === 'trade'), whole ? loadRest(lang) : undefined]);
  return { ...startup.messages, ...rest };
}

/** Applies a language to the document: standard tag in `lang`, right-to-left for Arabic. */
export function applyDocumentLanguage(lang: Lang, doc: Document = document): void {
  const info = LANG_INFO[lang];
  doc.documentElement.lang = info.tag;
  doc.documentElement.dir = info.rtl ? 'rtl' : 'ltr';
}

/**
 * Loads the catalog, then switches lingui, the document and the persisted choice together.
 * `start` other than 'whole' loads the start-up texts of / or /trade; loadWholeLanguage adds the rest.
 */
export async function activateLanguage(value: unknown, { start = 'whole' }: { start?: StartTexts } = {}): Promise<Lang> {
  const lang = normalizeLang(value);
  const messages = await loadCatalog(lang, start);
  const tag = LANG_INFO[lang].tag;
  i18n.load(tag, messages);
  i18n.activate(tag);
  applyDocumentLanguage(lang);
  rememberForServer(lang);
  store.set(languageAtom, lang);
  return lang;
}

/** The language in a cookie, so the server preloads the next start's quotes in it (contract/preload.ts). */
function rememberForServer(lang: Lang): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * The language chosen before (or hk), activated before the first paint, with the texts the first
 * screen starts with: on / those of its first screen (a sixth of the catalog), on /trade those of
 * its first paint, on any other screen all.
 */
export function startLanguage(start: StartTexts = 'whole'): Promise<Lang> {
  return activateLanguage(store.get(languageAtom), { start }).catch(() => {
    // A catalog that cannot load (offline, first visit) must not leave a blank screen.
    const tag = LANG_INFO[store.get(languageAtom)].tag;
    i18n.load(tag, {});
    i18n.activate(tag);
    return store.get(languageAtom);
  });
}

/**
 * Adds the rest of the current language's texts (after the first screen of /, and before any
 * other route renders: routes/__root.tsx). Nothing to do once they are in; a failure (offline)
 * leaves the start-up texts and is tried again on the next navigation.
 */
export function loadWholeLanguage(): Promise<void> {
  const lang = store.get(languageAtom);
  const tag = LANG_INFO[lang].tag;
  return loadRest(lang).then(
    (rest) => {
      // Merged into the language's messages; lingui tells the provider, which renders the whole
      // screen again. As a transition: in slices with pauses for input, not one long task (on
      // /trade, half a screen drawn with texts it already had: issue 21 item 5).
      if (Object.keys(rest).some((id) => !(id in (i18n.messages ?? {})) || i18n.locale !== tag)) startTransition(() => i18n.load(tag, rest));
    },
    () => undefined,
  );
}

/**
 * What a screen's route waits for before it renders (routes/__root.tsx): nothing on / (its texts
 * came with the start), the start of /trade's texts on /trade when the app started with them
 * (its lazily loaded parts wait for the rest: lib/whole-texts.ts), and the whole catalog elsewhere.
 */
export function textsFor(pathname: string): Promise<void> | undefined {
  if (pathname === '/') return undefined;
  if (pathname === '/trade' && tradeTexts.has(store.get(languageAtom))) return undefined;
  return loadWholeLanguage();
}
