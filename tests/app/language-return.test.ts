import { describe, expect, it } from 'vitest';
import { languageReturnHref } from '../../src/app/features/settings/return-href.ts';

describe('after choosing a language', () => {
  it('returns to the screen it came from, with its search', () => {
    expect(languageReturnHref('/product?category=2')).toBe('/product?category=2');
    expect(languageReturnHref('/trade')).toBe('/trade');
  });

  it('never leaves the app and never loops back to the language screen', () => {
    expect(languageReturnHref('//evil.example/x')).toBeNull();
    expect(languageReturnHref('/\\evil.example')).toBeNull();
    expect(languageReturnHref('https://evil.example')).toBeNull();
    expect(languageReturnHref('/language?from=/trade')).toBeNull();
    expect(languageReturnHref(undefined)).toBeNull();
  });
});
