import { describe, expect, it } from 'vitest';
import { estimateOrder, quotesFrom } from '../../src/app/features/trade/ticket/estimate.ts';

const quote = (Code: string, Bid: string, Ask: string) => ({
  Code,
  ForexQuotations: { Open: Bid, Close: Bid, Change: '0', High: Ask, Low: Bid, Bid, Ask, Time: 0 },
});
const quoteOf = quotesFrom([quote('EURUSD', '1.16840', '1.16852'), quote('USDJPY', '150.240', '150.260')]);
const fx = (QuoteCurrency: string) => ({ QuoteCurrency, ForexContNum: '100000', MarginMode: 2, ForexFeeRate: '0.0005' });

describe('ticket estimate (SPEC.md section 9)', () => {
  it('EURUSD buy of 0.10 lots at 1:100: 0.1 × 100000 × 1.16852 ÷ 100 = 116.852 USD, fee 0.05 % of it', () => {
    const e = estimateOrder({ instrument: fx('USD'), lots: '0.10', leverage: 100, price: '1.16852', feeType: 0, quoteOf, available: '1000' });
    expect(e).toEqual({ margin: '116.852000', fee: '0.058426', freeAfter: '883.089574' });
  });

  it('a flat fee per lot with trade_fee_type 1', () => {
    const e = estimateOrder({ instrument: fx('USD'), lots: '2', leverage: 100, price: '1.16852', feeType: 1, quoteOf });
    expect(e).toEqual({ margin: '2337.040000', fee: '0.001000', freeAfter: null });
  });

  it('USDJPY buy of 1 lot at 1:100: 150260 JPY at the mid 150.25 JPY per USD is 1000.066556 USD (rounded up)', () => {
    // 150260 ÷ 150.25 = 1000.0665557…; fee 1000.066556 × 0.0005 = 0.500033278 → 0.500034.
    const e = estimateOrder({ instrument: fx('JPY'), lots: '1', leverage: 100, price: '150.260', feeType: 0, quoteOf, available: '100000' });
    expect(e).toEqual({ margin: '1000.066556', fee: '0.500034', freeAfter: '98999.433410' });
  });

  it('shows free margin going negative when the order would not fit (100 − 1168.52 − 0.58426)', () => {
    const e = estimateOrder({ instrument: fx('USD'), lots: '1', leverage: 100, price: '1.16852', feeType: 0, quoteOf, available: '100' });
    expect(e?.freeAfter).toBe('-1069.104260');
  });

  it('gives nothing when no quote links the currency to USD', () => {
    expect(estimateOrder({ instrument: fx('ZAR'), lots: '1', leverage: 100, price: '18', feeType: 0, quoteOf })).toBeNull();
  });
});
