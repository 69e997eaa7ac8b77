import { describe, expect, it } from 'vitest';
import { langOfBrowser } from '../../src/contract/languages.ts';

describe("a first visit's language, from the browser's languages", () => {
  it('takes the first of them that is one of ours, by primary subtag', () => {
    expect(langOfBrowser(['fr-FR', 'fr', 'en-US'])).toBe('fr');
    expect(langOfBrowser(['sv-SE', 'sv', 'de-DE'])).toBe('de');
    expect(langOfBrowser(['en-GB'])).toBe('en');
    expect(langOfBrowser(['pt-BR'])).toBe('pt');
    expect(langOfBrowser(['AR-eg'])).toBe('ar');
    expect(langOfBrowser(['cs', 'sk'])).toBe('cs');
  });

  it('maps the tags whose code differs: ja jp, ko kr, vi vn, es spa, ms my', () => {
    expect(langOfBrowser(['ja-JP'])).toBe('jp');
    expect(langOfBrowser(['ko-KR'])).toBe('kr');
    expect(langOfBrowser(['vi'])).toBe('vn');
    expect(langOfBrowser(['es-419'])).toBe('spa');
    expect(langOfBrowser(['ms-MY'])).toBe('my');
    expect(langOfBrowser(['id-ID'])).toBe('id');
    expect(langOfBrowser(['hi-IN'])).toBe('hi');
  });

  it('reads every Chinese as Traditional Chinese (hk), the only Chinese we have', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh-CN', 'zh-Hans', 'zh-SG', 'zh']) expect(langOfBrowser([tag])).toBe('hk');
  });

  it('is English when none is ours, or there are none', () => {
    expect(langOfBrowser(['sv-SE', 'sv'])).toBe('en');
    // my is Burmese, not Malay; hk and tw are not language tags.
    expect(langOfBrowser(['my-MM', 'tw', 'hk'])).toBe('en');
    expect(langOfBrowser([])).toBe('en');
  });
});
