import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/contract/orders.ts';
import { lineMoveCall, lineResult } from '../../src/app/features/trade/line-move.ts';
import { orderLines } from '../../src/app/features/trade/order-lines.ts';

const order = (over: Partial<Order>): Order => ({
  Id: 4,
  ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD' },
  OrderType: 1,
  Quantity: '0.10',
  OriginPrice: '1.08300',
  Price: '1.08345',
  UpdatePrice: '1.08350',
  FactProfits: '0.50',
  CautionMoney: '10',
  TradeFee: '0.1',
  TargetLossPrice: '1.07500',
  TargetProfitPrice: '1.09000',
  TrailingStop: '0.00200',
  Status: 1,
  Multiple: 100,
  CreateTimeHandler: '2026-11-23 10:00:00',
  CompleteTimeHandler: '',
  ...over,
});
const line = (kind: string, o: Order, pending = false) => orderLines(pending ? [] : [o], pending ? [o] : [], 'EURUSD').find((l) => l.kind === kind)!;

describe('a dragged order line', () => {
  it('only take-profit, stop-loss and a pending entry can be dragged', () => {
    expect(orderLines([order({})], [order({ Id: 5, Status: 0 })], 'EURUSD').map((l) => [l.kind, l.draggable])).toEqual([
      ['position', false],
      ['take_profit', true],
      ['stop_loss', true],
      ['pending', true],
      ['take_profit', true],
      ['stop_loss', true],
    ]);
  });

  it('moves only its own price: the other stop and the trailing distance go as the order has them', () => {
    expect(lineMoveCall(line('take_profit', order({})), '1.09500')).toEqual({
      name: 'setStopPrice',
      params: { id: 4, target_profit_price: '1.09500', stop_loss_price: '1.07500', trailing_stop: '0.00200' },
    });
    expect(lineMoveCall(line('stop_loss', order({ TargetProfitPrice: '0', TrailingStop: undefined })), '1.08000')).toEqual({
      name: 'setStopPrice',
      params: { id: 4, target_profit_price: '', stop_loss_price: '1.08000', trailing_stop: '' },
    });
    expect(lineMoveCall(line('pending', order({ Status: 0 }), true), '1.08100')).toEqual({ name: 'setTargetPrice', params: { id: 4, target_price: '1.08100' } });
  });

  it('prices a stop from the fill (a pending order’s from its target) in USD, an entry not at all', () => {
    const usd = { num: '1', den: '1' };
    // (1.09500 − 1.08345) × 0.10 × 100,000 = 115.5; a sell the other way.
    expect(lineResult(line('take_profit', order({})), '1.09500', { ProfitContNum: '100000' }, usd)).toBe('115.500000');
    expect(lineResult(line('stop_loss', order({ OrderType: 2 })), '1.09345', { ProfitContNum: '100000' }, usd)).toBe('-100.000000');
    expect(lineResult(line('take_profit', order({ Status: 0 }), true), '1.08400', { ProfitContNum: '100000' }, usd)).toBe('10.000000');
    expect(lineResult(line('pending', order({ Status: 0 }), true), '1.08400', { ProfitContNum: '100000' }, usd)).toBeNull();
    expect(lineResult(line('take_profit', order({})), '1.09500', { ProfitContNum: '100000' }, null)).toBeNull();
  });
});
