import { describe, expect, it } from 'vitest';
import { languageName, textLanguage } from '../../src/app/features/news/text-language.ts';

describe("an article's text language", () => {
  it('marks a fallback text as its own language and names it as other than the reader’s', () => {
    expect(textLanguage('en', 'fr')).toEqual({ attrs: { lang: 'en', dir: 'ltr' }, other: 'en' });
    expect(textLanguage('ar', 'en')).toEqual({ attrs: { lang: 'ar', dir: 'rtl' }, other: 'ar' });
    expect(textLanguage('tw', 'fr')).toEqual({ attrs: { lang: 'zh-Hant-HK', dir: 'ltr' }, other: 'hk' });
  });

  it("is not another language when it is the reader's, or when the server does not say", () => {
    expect(textLanguage('jp', 'jp')).toEqual({ attrs: { lang: 'ja', dir: 'ltr' }, other: undefined });
    expect(textLanguage(undefined, 'fr')).toEqual({ attrs: {} });
    expect(textLanguage('xx', 'fr')).toEqual({ attrs: {} });
  });

  it("names the language in the reader's language", () => {
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('en', 'zh-Hant-HK')).toBe('英文');
    expect(languageName('hk', 'en')).toBe('Traditional Chinese');
  });
});
