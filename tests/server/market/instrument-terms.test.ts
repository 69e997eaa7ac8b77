import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/contract/index.ts';
import { instruments } from '../../../src/server/db/seed/instruments.ts';

describe('seed instrument terms', () => {
  it('names every instrument in all 18 languages', () => {
    for (const s of instruments) {
      expect(Object.keys(s.names).sort(), s.code).toEqual([...LANGS].sort());
      for (const lang of LANGS) expect(s.names[lang].trim(), `${s.code} ${lang}`).not.toBe('');
    }
  });

  it('gives every instrument a base and a quote currency, and a positive profit contract size', () => {
    for (const s of instruments) {
      expect(s.baseCurrency, s.code).toMatch(/^[A-Z0-9]{2,10}$/);
      expect(s.quoteCurrency, s.code).toMatch(/^[A-Z]{3}$/);
      expect(Number(s.profitContractSize), s.code).toBeGreaterThan(0);
    }
  });

  it('sizes profit by the contract size with leverage margin, and separately with fixed margin', () => {
    for (const s of instruments.filter((i) => i.marginMode === 2)) expect(s.profitContractSize, s.code).toBe(s.contractSize);
    const fixed = instruments.filter((i) => i.marginMode === 1);
    expect(fixed.map((s) => s.code)).toEqual(['US30', 'GER40']);
    for (const s of fixed) expect(s.profitContractSize, s.code).not.toBe(s.contractSize);
  });
});
