// The 18 language codes of SPEC.md as they travel on the wire (header `lang`) and sit in
// storage, with the standard tag used for <html lang>, Intl formats and plural rules.
export const LANGS = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'hk';

export const LANG_INFO: Record<Lang, { tag: string; name: string; rtl?: true }> = {
  hk: { tag: 'zh-Hant-HK', name: '繁體中文' },
  en: { tag: 'en', name: 'English' },
  jp: { tag: 'ja', name: '日本語' },
  kr: { tag: 'ko', name: '한국어' },
  th: { tag: 'th', name: 'ไทย' },
  vn: { tag: 'vi', name: 'Tiếng Việt' },
  fr: { tag: 'fr', name: 'Français' },
  de: { tag: 'de', name: 'Deutsch' },
  ru: { tag: 'ru', name: 'Русский' },
  spa: { tag: 'es', name: 'Español' },
  pt: { tag: 'pt', name: 'Português' },
  ar: { tag: 'ar', name: 'العربية', rtl: true },
  it: { tag: 'it', name: 'Italiano' },
  tr: { tag: 'tr', name: 'Türkçe' },
  id: { tag: 'id', name: 'Bahasa Indonesia' },
  my: { tag: 'ms', name: 'Bahasa Melayu' },
  hi: { tag: 'hi', name: 'हिन्दी' },
  cs: { tag: 'cs', name: 'Čeština' },
};

/** Reads any stored or sent code as one of ours: a saved `tw` is hk, anything unknown is the default. */
export function normalizeLang(value: unknown): Lang {
  if (value === 'tw') return 'hk';
  return (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : DEFAULT_LANG;
}
