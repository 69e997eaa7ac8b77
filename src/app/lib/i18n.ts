// Languages (SPEC.md section 1, GLOSSARY.md): the wire code is what we store and send in the
// `lang` header; lingui, Intl and <html lang> use the standard tag beside it. Each catalog is
// its own chunk, loaded only when that language is chosen (STYLE.md 7).
import { i18n, type Messages } from '@lingui/core';
import { LANG_INFO, normalizeLang, type Lang } from '../../contract/languages.ts';
import { languageAtom } from '../state/language.ts';
import { store } from '../state/store.ts';

export { i18n };

const loaded = new Map<Lang, Promise<Messages>>();

function loadCatalog(lang: Lang): Promise<Messages> {
  let pending = loaded.get(lang);
  if (!pending) {
    // A template literal with the folder fixed lets Vite emit one chunk per catalog.
    pending = import(`../../../locales/${lang}/messages.ts`).then((m: { messages: Messages }) => m.messages);
    pending.catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}

/** Applies a language to the document: standard tag in `lang`, right-to-left for Arabic. */
export function applyDocumentLanguage(lang: Lang, doc: Document = document): void {
  const info = LANG_INFO[lang];
  doc.documentElement.lang = info.tag;
  doc.documentElement.dir = info.rtl ? 'rtl' : 'ltr';
}

/** Loads the catalog, then switches lingui, the document and the persisted choice together. */
export async function activateLanguage(value: unknown): Promise<Lang> {
  const lang = normalizeLang(value);
  const messages = await loadCatalog(lang);
  const tag = LANG_INFO[lang].tag;
  i18n.load(tag, messages);
  i18n.activate(tag);
  applyDocumentLanguage(lang);
  store.set(languageAtom, lang);
  return lang;
}

/** The language chosen before (or hk), activated before the first paint. */
export function startLanguage(): Promise<Lang> {
  return activateLanguage(store.get(languageAtom)).catch(() => {
    // A catalog that cannot load (offline, first visit) must not leave a blank screen.
    const tag = LANG_INFO[store.get(languageAtom)].tag;
    i18n.load(tag, {});
    i18n.activate(tag);
    return store.get(languageAtom);
  });
}
