import { describe, expect, it } from 'vitest';
import { areaName, defaultArea, isExcludedDialingCode } from '../../src/app/features/account/area-codes.ts';
import { afterSignInHref } from '../../src/app/lib/guards.ts';

const hk = { id: 1, code: 'HK', global_code: '852', name: 'Hong Kong' };
const tw = { id: 2, code: 'TW', global_code: '886', name: 'Taiwan' };

describe('the area-code picker', () => {
  it('preselects the second entry of the list', () => {
    expect(defaultArea([hk, tw])).toBe(tw);
    expect(defaultArea([hk])).toBe(hk);
    expect(defaultArea([])).toBeUndefined();
  });

  it('names an area in the reader language, falling back to the server name', () => {
    expect(areaName(tw, 'de')).toBe('Taiwan');
    expect(areaName({ ...hk }, 'fr')).toMatch(/Hong Kong/);
    expect(areaName({ id: 9, code: 'ZZZ', global_code: '0', name: 'Elsewhere' }, 'en')).toBe('Elsewhere');
  });

  it('knows the dialing codes the announcement excludes', () => {
    expect(['850', '972', '86', '678', '53'].every(isExcludedDialingCode)).toBe(true);
    expect(isExcludedDialingCode('852')).toBe(false);
    expect(isExcludedDialingCode('886')).toBe(false);
  });
});

describe('after logging in', () => {
  it('returns to the page the guard remembered, with its query', () => {
    expect(afterSignInHref('/mine/withdraw-way?type=2')).toBe('/mine/withdraw-way?type=2');
  });

  it('goes to the user centre without a from, or with one that leaves the app or loops back to a form', () => {
    for (const from of [undefined, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', '/login', '/register?from=/user', '/forgot']) {
      expect(afterSignInHref(from)).toBe('/user');
    }
  });
});
