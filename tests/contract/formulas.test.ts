import { describe, expect, it } from 'vitest';
import { fee, margin, percentChange, profit, receivedAmount, riskRate, showBalance, showMoney, showPrice, showProfit, withdrawFee } from '../../src/contract/formulas.ts';

describe('margin', () => {
  it('in fixed mode is lots times the fixed margin per lot, whatever the price and leverage', () => {
    expect(margin({ lots: '0.5', contractSize: '1000', price: '39000', leverage: 100, marginMode: 1 })).toBe('500.000000');
  });
  it('in leverage mode is lots times contract size times price divided by leverage', () => {
    // 0.1 lot EURUSD at 1.08 with 100x: 0.1 × 100000 × 1.08 / 100 = 108
    expect(margin({ lots: '0.1', contractSize: '100000', price: '1.08000', leverage: 100, marginMode: 2 })).toBe('108.000000');
  });
  it('rounds up at the sixth decimal so the margin held never falls short', () => {
    // 0.01 × 1 × 1 / 3 = 0.003333…
    expect(margin({ lots: '0.01', contractSize: '1', price: '1', leverage: 3, marginMode: 2 })).toBe('0.003334');
  });
  it('is exact where binary floats are not', () => {
    expect(margin({ lots: '0.3', contractSize: '100000', price: '0.1', leverage: 1, marginMode: 2 })).toBe('3000.000000');
  });
});

describe('fee', () => {
  it('with trade_fee_type 1 is lots times rate (a flat amount per lot)', () => {
    expect(fee({ lots: '2', rate: '3.5', margin: '999', feeType: 1 })).toBe('7.000000');
  });
  it('with any other trade_fee_type is margin times rate', () => {
    expect(fee({ lots: '2', rate: '0.0005', margin: '108', feeType: 2 })).toBe('0.054000');
  });
  it('rounds up at the sixth decimal', () => {
    expect(fee({ lots: '1', rate: '0.0000001', margin: '1', feeType: 2 })).toBe('0.000001');
  });
});

describe('profit', () => {
  it('of a buy is the rise times lots times contract size', () => {
    expect(profit({ side: 1, lots: '0.1', contractSize: '100000', open: '1.08000', current: '1.08100' })).toBe('10.000000');
  });
  it('of a sell is the fall times lots times contract size, a loss when the price rises', () => {
    expect(profit({ side: 2, lots: '0.1', contractSize: '100000', open: '1.08000', current: '1.08100' })).toBe('-10.000000');
  });
});

describe('withdraw received amount', () => {
  it('is amount minus fee, times the rate, to 2 decimals', () => {
    expect(receivedAmount({ amount: '100', fee: '2', rate: '7.8' })).toBe('764.40');
  });
  it('is 0 for an empty or negative amount, and never below 0', () => {
    expect(receivedAmount({ amount: '', fee: '2', rate: '1' })).toBe('0.00');
    expect(receivedAmount({ amount: '-5', fee: '2', rate: '1' })).toBe('0.00');
    expect(receivedAmount({ amount: 'abc', fee: '2', rate: '1' })).toBe('0.00');
    expect(receivedAmount({ amount: '1', fee: '2', rate: '1' })).toBe('0.00');
  });
  it('rounds down so a payout never promises more than it pays', () => {
    expect(receivedAmount({ amount: '10.009', fee: '0', rate: '1' })).toBe('10.00');
  });
  it('uses a flat fee when fee_type is 1 and a proportional one otherwise', () => {
    expect(withdrawFee({ amount: '100', drawRate: '3', feeType: 1 })).toBe('3.000000');
    expect(withdrawFee({ amount: '100', drawRate: '0.01', feeType: 2 })).toBe('1.000000');
  });
});

describe('display precisions', () => {
  it('show fee and margin to 6 decimals, profits to 6, balances to 2, prices to their own precision', () => {
    expect(showMoney('1.2')).toBe('1.200000');
    expect(showProfit('-0.1234567')).toBe('-0.123457');
    expect(showBalance('1234.5')).toBe('1234.50');
    expect(showPrice('1.081234', 5)).toBe('1.08123');
    expect(showPrice('157.2', 3)).toBe('157.200');
  });
  it('show 0 at the right precision for a missing value', () => {
    expect(showBalance('')).toBe('0.00');
  });
});

describe('risk rate and change', () => {
  it('risk rate is equity over used margin in percent, none without margin', () => {
    expect(riskRate({ equity: '150', usedMargin: '100' })).toBe('150.00');
    expect(riskRate({ equity: '150', usedMargin: '0' })).toBeNull();
  });
  it('percent change is measured from the day open', () => {
    expect(percentChange('100', '101.5')).toBe('1.50');
    expect(percentChange('100', '99')).toBe('-1.00');
  });
});
