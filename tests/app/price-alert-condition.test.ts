import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { conditionProblem, conditionText } from '../../src/app/features/alerts/condition.ts';
import { alertNotice } from '../../src/app/features/notices/notice-text.ts';

// What the price alert form says as a value is typed (features/alerts), and the toast of one that fired.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const BID = '1.10000';

describe('a price alert being typed', () => {
  it('above or below a price: must be on its side of the price now, which the message names', () => {
    expect(conditionProblem(i18n, 'above', '1.10000', BID, 5)).toBe('Enter a price above the price now (1.10000)');
    expect(conditionProblem(i18n, 'above', '1.1', BID, 5)).toBe('Enter a price above the price now (1.10000)');
    expect(conditionProblem(i18n, 'above', '1.10001', BID, 5)).toBeNull();
    expect(conditionProblem(i18n, 'below', '1.10000', BID, 5)).toBe('Enter a price below the price now (1.10000)');
    expect(conditionProblem(i18n, 'below', '.5', BID, 5)).toBeNull();
  });

  it('refuses what is no price, 0, finer than the instrument’s step, or beyond ten times from the price now', () => {
    const range = 'Enter a price from 0.11000 to 11.00000, with at most 5 decimals';
    for (const typed of ['', 'abc', '0', '1.100001', '11.00001', '0.10999', '-1', '1,2']) expect(conditionProblem(i18n, 'above', typed, BID, 5), typed).toBe(range);
    expect(conditionProblem(i18n, 'above', '11', BID, 5)).toBeNull();
  });

  it('a day’s move: above 0 and up to 100 %, at most 2 decimals', () => {
    const move = 'Enter a move above 0 % and up to 100 %, with at most 2 decimals';
    for (const typed of ['', '0', '100.01', '1.001', 'x']) expect(conditionProblem(i18n, 'rise', typed, BID, 5), typed).toBe(move);
    expect(conditionProblem(i18n, 'fall', '100', BID, 5)).toBeNull();
    expect(conditionProblem(i18n, 'rise', '2.5', BID, 5)).toBeNull();
  });

  it('is described by its condition, with the instrument’s decimals and separators', () => {
    expect(conditionText(i18n, 'above', '3010', 2)).toBe('Above 3,010.00');
    expect(conditionText(i18n, 'below', '1.09', 5)).toBe('Below 1.09000');
    expect(conditionText(i18n, 'rise', '2.5', 5)).toBe('Up 2.50 % today');
    expect(conditionText(i18n, 'fall', '1', 5)).toBe('Down 1.00 % today');
  });
});

describe('a price alert that fired while the app is open', () => {
  it('is a toast naming the instrument, its condition and the price now', () => {
    const data = { id: 3, code: 'XAUUSD', show_code: 'XAU/USD', price: '4012.35' };
    expect(alertNotice(i18n, { ...data, kind: 'above', value: '4012.00' })).toBe('Price alert: XAU/USD rose above 4,012.00, now 4,012.35');
    expect(alertNotice(i18n, { ...data, kind: 'below', value: '4013.00' })).toBe('Price alert: XAU/USD fell below 4,013.00, now 4,012.35');
    expect(alertNotice(i18n, { ...data, kind: 'rise', value: '1.50' })).toBe('Price alert: XAU/USD is up 1.50 % today, now 4,012.35');
    expect(alertNotice(i18n, { ...data, kind: 'fall', value: '2.00' })).toBe('Price alert: XAU/USD is down 2.00 % today, now 4,012.35');
  });
});
