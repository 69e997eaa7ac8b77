import { beforeEach, describe, expect, it } from 'vitest';
import { LangValue } from '../../src/app/state/language.ts';
import { readStored } from '../../src/app/state/persisted.ts';
import { applyDocumentLanguage } from '../../src/app/lib/i18n.ts';

/** A minimal localStorage for the node test environment. */
const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  });
});

describe('the saved language', () => {
  it("is the first visit's language (the browser's) when nothing was saved", () => {
    expect(readStored('lang', LangValue, 'fr')).toBe('fr');
  });

  it('reads a saved tw as hk, whether saved as JSON or as a bare string', () => {
    storage.set('lotwise.lang', '"tw"');
    expect(readStored('lang', LangValue, 'hk')).toBe('hk');
    storage.set('lotwise.lang', 'tw');
    expect(readStored('lang', LangValue, 'hk')).toBe('hk');
  });

  it('keeps any of the 18 codes and reads unknown values as the default', () => {
    storage.set('lotwise.lang', '"ar"');
    expect(readStored('lang', LangValue, 'hk')).toBe('ar');
    storage.set('lotwise.lang', '"klingon"');
    expect(readStored('lang', LangValue, 'hk')).toBe('hk');
  });
});

describe('the document language', () => {
  const fakeDocument = () => ({ documentElement: { lang: '', dir: '' } }) as unknown as Document;

  it('uses the standard tag and turns Arabic right to left', () => {
    const doc = fakeDocument();
    applyDocumentLanguage('ar', doc);
    expect(doc.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    applyDocumentLanguage('hk', doc);
    expect(doc.documentElement).toMatchObject({ lang: 'zh-Hant-HK', dir: 'ltr' });
    applyDocumentLanguage('jp', doc);
    expect(doc.documentElement.lang).toBe('ja');
  });
});
