import { describe, expect, it } from 'vitest';
import { cleanAmount, isPositiveAmount, withdrawFigures } from '../../src/app/features/withdraw/amount.ts';
import { moneyCodeAddress } from '../../src/app/features/payout/money-code.ts';

const USDT = { draw_rate: '1', fee_type: 1, usd_price: '1', precision: 2 };
const BTC = { draw_rate: '0.005', fee_type: 2, usd_price: '65000', precision: 8 };
const HKD = { draw_rate: '0.01', fee_type: 2, usd_price: '0.128', precision: 2 };

describe('the withdrawal amount as typed', () => {
  it('keeps digits and one decimal point, at most 2 decimals', () => {
    expect(cleanAmount('12,5')).toBe('12.5');
    expect(cleanAmount('1.239')).toBe('1.23');
    expect(cleanAmount('1.2.3')).toBe('1.23');
    expect(cleanAmount('-50 USD')).toBe('50');
    expect(cleanAmount('')).toBe('');
  });

  it('takes only an amount above 0', () => {
    expect(isPositiveAmount('10')).toBe(true);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('5.')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('')).toBe(false);
    expect(isPositiveAmount('.')).toBe(false);
  });
});

describe('the fee and the received amount', () => {
  it('takes a flat fee and shows a stablecoin to 2 decimals', () => {
    expect(withdrawFigures('250', USDT)).toEqual({ fee: '1.000000', received: '249.00' });
  });

  it('takes a fee by rate and shows BTC to its own 8 decimals, where 2 would read 0.00', () => {
    expect(withdrawFigures('100', BTC)).toEqual({ fee: '0.500000', received: '0.00153076' });
  });

  it('converts through the currency price and never shows less than 0', () => {
    expect(withdrawFigures('100', HKD)).toEqual({ fee: '1.000000', received: '773.43' });
    expect(withdrawFigures('0.5', USDT)).toEqual({ fee: '1.000000', received: '0.00' });
    expect(withdrawFigures('', USDT)?.received).toBe('0.00');
    expect(withdrawFigures('100', undefined)).toBeNull();
  });
});

describe('where the money code goes', () => {
  const user = { id: 1, uid: 'u1', is_demo: 0, credit_score: 100, invite_code: 'X' };
  it('to the email of an email account, counted down apart from other purposes', () => {
    expect(moneyCodeAddress({ ...user, email: 'A@b.co' })).toEqual({ channel: 'email', shown: 'A@b.co', target: '3/email:a@b.co' });
  });
  it('to the phone of a phone account', () => {
    expect(moneyCodeAddress({ ...user, email: '', area_code: '65', phone: '81234567' })).toEqual({ channel: 'mobile', shown: '+65 81234567', target: '3/sms:65:81234567' });
  });
});
