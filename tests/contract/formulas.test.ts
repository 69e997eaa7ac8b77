import { describe, expect, it } from 'vitest';
import {
  fee,
  margin,
  percentChange,
  profit,
  receivedAmount,
  riskRate,
  showBalance,
  showMoney,
  showPrice,
  showProfit,
  usdRate,
  withdrawFee,
  withdrawal,
  type BidAsk,
} from '../../src/contract/formulas.ts';
import { slippage } from '../../src/contract/slippage.ts';

const quotes: Record<string, BidAsk> = {
  EURUSD: { bid: '1.16840', ask: '1.16852' },
  GBPUSD: { bid: '1.33520', ask: '1.33530' },
  USDJPY: { bid: '150.240', ask: '150.260' },
};
const quoteOf = (code: string) => quotes[code];

describe('USD rate of a quote currency', () => {
  it('is 1 for USD, the mid of EURUSD for EUR, and one over the mid of USDJPY for JPY', () => {
    expect(usdRate('USD', quoteOf)).toEqual({ num: '1', den: '1' });
    // (1.16840 + 1.16852) / 2 = 1.16846
    expect(usdRate('EUR', quoteOf)).toEqual({ num: '2.33692', den: '2' });
    // 1 / 150.25 = 2 / (150.240 + 150.260)
    expect(usdRate('JPY', quoteOf)).toEqual({ num: '2', den: '300.5' });
  });
  it('is null for a currency no quote links to USD', () => {
    expect(usdRate('ZAR', quoteOf)).toBeNull();
  });
});

describe('margin', () => {
  it('in fixed mode is lots times the fixed margin per lot, whatever the price and leverage', () => {
    expect(margin({ lots: '0.5', contractSize: '1000', price: '39000', leverage: 100, marginMode: 1, rate: '1' })).toBe('500.000000');
  });
  it('in leverage mode is lots times contract size times price divided by leverage', () => {
    // 0.1 lot EURUSD at 1.08 with 100x: 0.1 × 100000 × 1.08 / 100 = 108
    expect(margin({ lots: '0.1', contractSize: '100000', price: '1.08000', leverage: 100, marginMode: 2, rate: '1' })).toBe('108.000000');
  });
  it('rounds up at the sixth decimal so the margin held never falls short', () => {
    // 0.01 × 1 × 1 / 3 = 0.003333…
    expect(margin({ lots: '0.01', contractSize: '1', price: '1', leverage: 3, marginMode: 2, rate: '1' })).toBe('0.003334');
  });
  it('is exact where binary floats are not', () => {
    expect(margin({ lots: '0.3', contractSize: '100000', price: '0.1', leverage: 1, marginMode: 2, rate: '1' })).toBe('3000.000000');
  });
  it('converts a yen margin to USD at one over the USDJPY mid, exactly when the result is a whole number', () => {
    // 0.1 × 100000 × 150.25 / 100 = 15025 JPY = 100 USD at 150.25: no rounding up of a float's tail.
    expect(margin({ lots: '0.1', contractSize: '100000', price: '150.250', leverage: 100, marginMode: 2, rate: usdRate('JPY', quoteOf)! })).toBe('100.000000');
    // At the ask 150.260: 15026 JPY / 150.25 = 100.0066555… USD, rounded up.
    expect(margin({ lots: '0.1', contractSize: '100000', price: '150.260', leverage: 100, marginMode: 2, rate: usdRate('JPY', quoteOf)! })).toBe('100.006656');
  });
  it('converts a fixed margin per lot from its quote currency (GER40: 300 EUR a lot)', () => {
    // 2 × 300 EUR × 1.16846 = 701.076 USD
    expect(margin({ lots: '2', contractSize: '300', price: '24310.5', leverage: 100, marginMode: 1, rate: usdRate('EUR', quoteOf)! })).toBe('701.076000');
  });
});

describe('fee', () => {
  it('with trade_fee_type 1 is lots times rate (a flat amount per lot, in USD)', () => {
    expect(fee({ lots: '2', rate: '3.5', margin: '999', feeType: 1 })).toBe('7.000000');
  });
  it('with any other trade_fee_type is the USD margin times rate', () => {
    expect(fee({ lots: '2', rate: '0.0005', margin: '108', feeType: 2 })).toBe('0.054000');
  });
  it('rounds up at the sixth decimal', () => {
    expect(fee({ lots: '1', rate: '0.0000001', margin: '1', feeType: 2 })).toBe('0.000001');
  });
});

describe('profit', () => {
  it('of a buy is the rise times lots times the profit contract size', () => {
    expect(profit({ side: 1, lots: '0.1', profitContNum: '100000', open: '1.08000', current: '1.08100', rate: '1' })).toBe('10.000000');
  });
  it('of a sell is the fall times lots times the profit contract size, a loss when the price rises', () => {
    expect(profit({ side: 2, lots: '0.1', profitContNum: '100000', open: '1.08000', current: '1.08100', rate: '1' })).toBe('-10.000000');
  });
  it('in yen is converted to USD at the current rate, half-even at the sixth decimal', () => {
    // 0.5 JPY × 0.1 × 100000 = 5000 JPY; / 150.25 = 33.2778702… USD
    expect(profit({ side: 1, lots: '0.1', profitContNum: '100000', open: '150.260', current: '150.760', rate: usdRate('JPY', quoteOf)! })).toBe('33.277870');
  });
  it('of a pound-quoted cross is converted at the GBPUSD mid', () => {
    // EURGBP 1 lot sold at 0.87505, now 0.87405: 0.001 × 100000 = 100 GBP × 1.33525 = 133.525 USD
    expect(profit({ side: 2, lots: '1', profitContNum: '100000', open: '0.87505', current: '0.87405', rate: usdRate('GBP', quoteOf)! })).toBe('133.525000');
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

describe('a withdrawal to a payout currency', () => {
  it('takes the fee in USD and pays the rest at 1 ÷ usd_price, to the currency’s decimals', () => {
    expect(withdrawal({ amount: '650', drawRate: '0.005', feeType: 2, usdPrice: '65000', precision: 8 })).toEqual({ fee: '3.250000', received: '0.00995000' });
    expect(withdrawal({ amount: '300', drawRate: '1', feeType: 1, usdPrice: '1' })).toEqual({ fee: '1.000000', received: '299.00' });
    expect(withdrawal({ amount: '100', drawRate: '0.01', feeType: 2, usdPrice: '0.128' })).toEqual({ fee: '1.000000', received: '773.43' });
  });
  it('is never below 0, and 0 for an empty or negative amount', () => {
    expect(withdrawal({ amount: '0.5', drawRate: '1', feeType: 1, usdPrice: '1' }).received).toBe('0.00');
    expect(withdrawal({ amount: '', drawRate: '1', feeType: 1, usdPrice: '1', precision: 8 }).received).toBe('0.00000000');
    expect(withdrawal({ amount: '-3', drawRate: '1', feeType: 1, usdPrice: '1' }).received).toBe('0.00');
  });
});

describe('slippage of a triggered close', () => {
  it('counts pips of a currency pair, worse for the trader as positive', () => {
    // A long's stop-loss at 1.16556 filled at 1.16500 on a gap: 5.6 pips worse.
    expect(slippage({ side: 1, trigger: '1.16556', fill: '1.16500', precision: 5 })).toEqual({ amount: '5.6', pips: true });
    // A short's stop-loss (it buys at the ask) filled above its level: worse too.
    expect(slippage({ side: 2, trigger: '1.16500', fill: '1.16530', precision: 5 })).toEqual({ amount: '3.0', pips: true });
    // A long's take-profit filled above its level: better, negative.
    expect(slippage({ side: 1, trigger: '1.17000', fill: '1.17012', precision: 5 })).toEqual({ amount: '-1.2', pips: true });
    // The yen's pip is the second decimal.
    expect(slippage({ side: 1, trigger: '150.000', fill: '149.875', precision: 3 })).toEqual({ amount: '12.5', pips: true });
  });

  it('counts other instruments in their own price', () => {
    expect(slippage({ side: 2, trigger: '2400.00', fill: '2400.35', precision: 2 })).toEqual({ amount: '0.35', pips: false });
    expect(slippage({ side: 1, trigger: '2990.00', fill: '2950.00', precision: 2 })).toEqual({ amount: '40.00', pips: false });
    expect(slippage({ side: 1, trigger: '39000.0', fill: '39000.0', precision: 1 })).toEqual({ amount: '0.0', pips: false });
  });
});
