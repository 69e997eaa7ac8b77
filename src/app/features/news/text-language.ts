// Operators may write an article in fewer languages than the 18; the server then answers English
// (else whichever text there is) and names it (`lang`). That text is marked as its own language,
// so speech, hyphenation and fonts follow it, and a short note tells the reader.
import { LANG_INFO, type Lang } from '../../../contract/languages.ts';
import { LANG_NAMES } from '../../../contract/language-names.ts';

export interface TextLanguage {
  /** `lang` and `dir` for the article's title, description and content elements. */
  attrs: { lang?: string; dir?: 'ltr' | 'rtl' };
  /** The text's language when it is not the reader's. */
  other?: Lang;
}

/** How to mark an article whose texts are in `code` (one of our codes; a saved `tw` is hk) for a `reader`. */
export function textLanguage(code: string | undefined, reader: Lang): TextLanguage {
  const lang = (code === 'tw' ? 'hk' : code) as Lang | undefined;
  const info = lang ? LANG_INFO[lang] : undefined;
  // A server that does not say, or a code we do not know: the text is taken as the reader's.
  if (!lang || !info) return { attrs: {} };
  return { attrs: { lang: info.tag, dir: info.rtl ? 'rtl' : 'ltr' }, other: lang === reader ? undefined : lang };
}

/** The language's name in the reader's language ("anglais" for a French reader), else its own name. */
export function languageName(code: Lang, readerTag: string): string {
  // zh-Hant-HK reads "Traditional Chinese" without the region; the others are one subtag.
  const tag = LANG_INFO[code].tag.replace(/-HK$/, '');
  try {
    return new Intl.DisplayNames([readerTag], { type: 'language' }).of(tag) ?? LANG_NAMES[code];
  } catch {
    return LANG_NAMES[code];
  }
}
