import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import type { Order } from '../../src/contract/orders.ts';
import { namesUnlistedHolding, orderLines } from '../../src/app/features/trade/order-lines.ts';
import { orderLineLabel } from '../../src/app/features/trade/order-line-label.ts';

const order = (over: Partial<Order>): Order => ({
  Id: 1,
  ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD' },
  OrderType: 1,
  Quantity: '0.10',
  OriginPrice: '1.08300',
  Price: '1.08345',
  UpdatePrice: '1.08350',
  FactProfits: '0.50',
  CautionMoney: '10',
  TradeFee: '0.1',
  TargetLossPrice: '',
  TargetProfitPrice: '',
  Status: 1,
  Multiple: 100,
  CreateTimeHandler: '2026-11-23 10:00:00',
  CompleteTimeHandler: '',
  ...over,
});

describe('the order price lines', () => {
  it('draw a holding at its fill price and its take-profit and stop-loss, only for the shown instrument', () => {
    const holdings = [order({ Id: 1, TargetProfitPrice: '1.09000', TargetLossPrice: '1.07500' }), order({ Id: 2, ForexTradeLists: { ShowCode: 'BTC/USD', Code: 'BTCUSD' }, Price: '104000' })];
    const lines = orderLines(holdings, [], 'EURUSD');
    expect(lines.map((line) => [line.orderId, line.kind, line.side, line.price, line.lots])).toEqual([
      [1, 'position', 'buy', 1.08345, '0.10'],
      [1, 'take_profit', 'buy', 1.09, '0.10'],
      [1, 'stop_loss', 'buy', 1.075, '0.10'],
    ]);
  });

  it('draw a pending order at the price it waits for, without unset stops', () => {
    const pending = [order({ Id: 7, OrderType: 2, Status: 0, OriginPrice: '1.09500', Price: '0', TargetLossPrice: '0' })];
    const lines = orderLines([], pending, 'EURUSD');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ orderId: 7, kind: 'pending', side: 'sell', price: 1.095, priceText: '1.09500' });
  });

  it('are none without orders', () => {
    expect(orderLines([], [], 'EURUSD')).toEqual([]);
  });

  it('say side, lots and price, and name take-profit and stop-loss', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const labels = orderLines([order({ TargetProfitPrice: '1.09000' })], [order({ Id: 3, OrderType: 2, OriginPrice: '1.10000' })], 'EURUSD').map((line) => orderLineLabel(line, i18n));
    expect(labels).toEqual(['Buy 0.10 @ 1.08345', 'Take profit 1.09000', 'Pending sell 0.10 @ 1.10000']);
  });
});

describe('a live FOREX_TRADE push', () => {
  it('asks for the lists again only when it names a holding they lack (a pending order just filled)', () => {
    expect(namesUnlistedHolding([{ Id: 1 }, { Id: 2 }], [{ Id: 1 }, { Id: 2 }])).toBe(false);
    expect(namesUnlistedHolding([{ Id: 1 }], [{ Id: 1 }, { Id: 9 }])).toBe(true);
    expect(namesUnlistedHolding([{ Id: 1 }], [])).toBe(false);
  });
});
