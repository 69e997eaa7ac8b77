import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { closedNotice, stopOutNotice } from '../../src/app/features/notices/notice-text.ts';
import { marginCallOf } from '../../src/app/features/notices/margin-call.ts';

// What a close the trader did not ask for says (features/notices), from the socket's data.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const closed = { Id: 7, Status: 3, Code: 'EURUSD', ShowCode: 'EUR/USD', OrderType: 1, Quantity: '0.50' };

describe('a close notice', () => {
  it('names the instrument, why, the fill, the slippage in pips and the result', () => {
    expect(closedNotice(i18n, { ...closed, reason: 'stop_loss', TriggerPrice: '1.16556', UpdatePrice: '1.16500', FactProfits: '-186.5' })).toEqual({
      text: 'Stop-loss hit on EUR/USD at 1.16500 (slipped 5.6 pips): -186.50 USD',
      kind: 'error',
    });
    // A take-profit that gapped in the trader's favour, and one filled at its level.
    expect(closedNotice(i18n, { ...closed, reason: 'take_profit', TriggerPrice: '1.17000', UpdatePrice: '1.17012', FactProfits: '1200' })?.text).toBe(
      'Take-profit hit on EUR/USD at 1.17012 (1.2 pips better): 1,200.00 USD',
    );
    expect(closedNotice(i18n, { ...closed, reason: 'take_profit', TriggerPrice: '1.17000', UpdatePrice: '1.17000', FactProfits: '1194' })?.text).toBe(
      'Take-profit hit on EUR/USD at 1.17000: 1,194.00 USD',
    );
  });

  it('says nothing of closes the trader asked for, and leaves a stop-out to its own notice', () => {
    for (const reason of ['user', 'cancelled', 'demo_reset', 'stop_out']) expect(closedNotice(i18n, { ...closed, reason })).toBeNull();
    expect(closedNotice(i18n, { ...closed, reason: 'margin_short' })?.text).toBe('Pending order on EUR/USD cancelled: not enough free margin when its price was reached');
    expect(closedNotice(i18n, { ...closed, reason: 'expired' })).toEqual({ text: 'Pending order on EUR/USD expired: cancelled, nothing was charged', kind: 'info' });
  });

  it('lists every position a stop-out closed, with its loss', () => {
    const order = (Id: number, ShowCode: string, Quantity: string, UpdatePrice: string, FactProfits: string) => ({
      Id,
      ForexTradeLists: { ShowCode, Code: ShowCode.replace('/', '') },
      OrderType: 1,
      Quantity,
      UpdatePrice,
      FactProfits,
    });
    expect(stopOutNotice(i18n, { orders: [order(3, 'GBP/USD', '40.00', '1.26100', '-156800'), order(2, 'EUR/USD', '40.00', '1.06700', '-132800')] })).toBe(
      'Stop-out: your margin level fell to the stop-out level. Closed GBP/USD 40.00 lots at 1.26100: -156,800.00 USD; EUR/USD 40.00 lots at 1.06700: -132,800.00 USD',
    );
  });
});

describe('the margin-call banner', () => {
  it('shows while a push says margin call, with its figures, and is gone when it does not', () => {
    const push = { orders: [], all_fact_profits: '-25500', hazard_rate: '99.06', total_margin: '75025', equity: '74324.3', available: '-700.7', stop_out_level: '50' };
    expect(marginCallOf({ ...push, margin_call: true })).toEqual({ equity: '74324.3', available: '-700.7', level: '99.06', stopOut: '50' });
    expect(marginCallOf({ ...push, margin_call: false })).toBeNull();
  });
});
