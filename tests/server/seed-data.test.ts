import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { LANGS } from '../../src/contract/index.ts';
import { areaCodes } from '../../src/server/db/seed/area-codes.ts';
import { categories } from '../../src/server/db/seed/categories.ts';
import { instruments } from '../../src/server/db/seed/instruments.ts';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const decimals = (value: string) => (value.includes('.') ? value.split('.')[1].length : 0);
const DECIMAL = /^\d+(\.\d+)?$/;

describe('seed instruments', () => {
  it('offers at least 20 instruments', () => {
    expect(instruments.length).toBeGreaterThanOrEqual(20);
  });

  it('gives every instrument a unique code and a unique id, numbered 1..N in order', () => {
    expect(new Set(instruments.map((s) => s.code)).size).toBe(instruments.length);
    expect(new Set(instruments.map((s) => s.id)).size).toBe(instruments.length);
    expect(instruments.map((s) => s.id)).toEqual(instruments.map((_, i) => i + 1));
  });

  it('points every instrument at a small SVG logo that exists in public/logos', () => {
    for (const s of instruments) {
      expect(s.logo).toBe(`/logos/${s.code.toLowerCase()}.svg`);
      const file = `${publicDir}${s.logo}`;
      expect(existsSync(file), `${s.code} logo`).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('viewBox="0 0 64 64"');
      expect(text).not.toMatch(/href=|url\((?!#)/);
      expect(text.length).toBeLessThan(1600);
    }
  });

  it('writes each start price with exactly as many decimals as the price precision', () => {
    for (const s of instruments) {
      expect(s.startPrice, s.code).toMatch(DECIMAL);
      expect(decimals(s.startPrice), s.code).toBe(s.pricePrecision);
      expect(Number(s.startPrice), s.code).toBeGreaterThan(0);
    }
  });

  it('keeps every numeric field a positive decimal string', () => {
    for (const s of instruments) {
      for (const value of [s.pip, s.minLots, s.contractSize, s.feeRate, s.volatility, s.spread]) {
        expect(value, s.code).toMatch(DECIMAL);
        expect(Number(value), s.code).toBeGreaterThan(0);
      }
    }
  });

  it('leaves exactly one instrument without leverage values', () => {
    const none = instruments.filter((s) => s.leverages.length === 0);
    expect(none.map((s) => s.code)).toEqual(['NGAS']);
  });

  it('uses both fixed margin and leverage-based margin', () => {
    expect(instruments.filter((s) => s.marginMode === 1).length).toBeGreaterThanOrEqual(2);
    expect(instruments.some((s) => s.marginMode === 2)).toBe(true);
  });

  it('places every instrument in an existing category', () => {
    const ids = new Set(categories.map((c) => c.id));
    for (const s of instruments) expect(ids.has(s.categoryId), s.code).toBe(true);
  });
});

describe('seed categories', () => {
  it('has five categories, each named in all 18 languages', () => {
    expect(categories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    for (const c of categories) {
      expect(Object.keys(c.names).sort()).toEqual([...LANGS].sort());
      for (const lang of LANGS) expect(c.names[lang].trim(), `${c.id} ${lang}`).not.toBe('');
    }
  });
});

describe('seed area codes', () => {
  it('lists at least 200 areas with unique alpha-2 codes and digit-only dialing codes', () => {
    expect(areaCodes.length).toBeGreaterThanOrEqual(200);
    expect(new Set(areaCodes.map((a) => a.code)).size).toBe(areaCodes.length);
    for (const a of areaCodes) {
      expect(a.code).toMatch(/^[A-Z]{2}$/);
      expect(a.global_code).toMatch(/^[1-9]\d{0,3}$/);
      expect(a.name.trim()).not.toBe('');
    }
  });

  it('includes the countries whose registrations are refused, with their real codes', () => {
    const byCode = new Map(areaCodes.map((a) => [a.code, a.global_code]));
    expect(byCode.get('KP')).toBe('850');
    expect(byCode.get('IL')).toBe('972');
    expect(byCode.get('CN')).toBe('86');
    expect(byCode.get('VU')).toBe('678');
    expect(byCode.get('CU')).toBe('53');
  });

  it('puts Taiwan 886 second, so it is the default area', () => {
    expect(areaCodes[0]).toMatchObject({ code: 'HK', global_code: '852' });
    expect(areaCodes[1]).toMatchObject({ code: 'TW', global_code: '886', name: 'Taiwan' });
  });
});
