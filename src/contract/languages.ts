// The 18 language codes of SPEC.md as they travel on the wire (header `lang`) and sit in
// storage, with the standard tag used for <html lang>, Intl formats and plural rules.
export const LANGS = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'hk';

/** Each code's standard tag, and whether it is written right to left. Its own name is in language-names.ts (not needed on the start of /). */
export const LANG_INFO: Record<Lang, { tag: string; rtl?: true }> = {
  hk: { tag: 'zh-Hant-HK' },
  en: { tag: 'en' },
  jp: { tag: 'ja' },
  kr: { tag: 'ko' },
  th: { tag: 'th' },
  vn: { tag: 'vi' },
  fr: { tag: 'fr' },
  de: { tag: 'de' },
  ru: { tag: 'ru' },
  spa: { tag: 'es' },
  pt: { tag: 'pt' },
  ar: { tag: 'ar', rtl: true },
  it: { tag: 'it' },
  tr: { tag: 'tr' },
  id: { tag: 'id' },
  my: { tag: 'ms' },
  hi: { tag: 'hi' },
  cs: { tag: 'cs' },
};

/**
 * Our code for the first of a browser's languages (navigator.languages, or Accept-Language in
 * preference order) that we have, else English: a first visit's language, the same in the app
 * and in the server's preload. By primary subtag against the standard tags above, so ja is jp,
 * ko kr, vi vn, es spa, ms my (my itself is Burmese: not ours), and zh of any script or region
 * is hk: Traditional Chinese is the only Chinese we have, so zh-CN and zh-Hans readers get it too.
 */
export function langOfBrowser(tags: readonly string[]): Lang {
  for (const tag of tags) {
    const primary = tag.split('-')[0]!.toLowerCase();
    const code = LANGS.find((lang) => LANG_INFO[lang].tag.split('-')[0] === primary);
    if (code) return code;
  }
  return 'en';
}

/** Reads any stored or sent code as one of ours: a saved `tw` is hk, anything unknown is the default. */
export function normalizeLang(value: unknown): Lang {
  if (value === 'tw') return 'hk';
  return (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : DEFAULT_LANG;
}
