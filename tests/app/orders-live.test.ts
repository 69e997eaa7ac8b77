import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/contract/orders.ts';
import { applyTradePush, pushOutdatesLists, removeOrder, type OrderList, type OrderPages } from '../../src/app/features/orders/live.ts';

function order(id: number, price = '100.00', profit = '0.00'): Order {
  return {
    Id: id,
    ForexTradeLists: { ShowCode: 'BTC/USD', Code: 'BTCUSD' },
    OrderType: 1,
    Quantity: '0.01',
    OriginPrice: price,
    Price: price,
    UpdatePrice: price,
    FactProfits: profit,
    CautionMoney: '10.00',
    TradeFee: '0.10',
    TargetLossPrice: '0',
    TargetProfitPrice: '0',
    Status: 1,
    Multiple: 10,
    CreateTimeHandler: '2026-11-23 10:00:00',
    CompleteTimeHandler: '',
  };
}

const page = (orders: Order[], total: number): OrderList => ({ data: orders, total, all_fact_profits: '0.00', balance: '1000.00' });
const pages = (...list: OrderList[]): OrderPages & { pages: OrderList[] } => ({ pages: list, pageParams: list.map((_, i) => i + 1) });

describe('a FOREX_TRADE push on the holdings pages', () => {
  it('moves the current price and profit of every pushed order, on every page, and the total', () => {
    const before = pages(page([order(1), order(2)], 3), page([order(3)], 3));
    const after = applyTradePush(before, {
      orders: [
        { Id: 1, UpdatePrice: '101.50', FactProfits: '15.00' },
        { Id: 3, UpdatePrice: '98.00', FactProfits: '-20.00' },
      ],
      all_fact_profits: '-5.00',
      hazard_rate: '900.00',
      total_margin: '30.00',
    });
    expect(after.pages[0]!.data.map((o) => [o.Id, o.UpdatePrice, o.FactProfits])).toEqual([
      [1, '101.50', '15.00'],
      [2, '100.00', '0.00'],
    ]);
    expect(after.pages[1]!.data[0]).toMatchObject({ Id: 3, UpdatePrice: '98.00', FactProfits: '-20.00', Price: '100.00' });
    expect(after.pages.map((p) => p.all_fact_profits)).toEqual(['-5.00', '-5.00']);
    expect(before.pages[0]!.data[0]!.UpdatePrice).toBe('100.00'); // the cache's old value is not mutated
  });
});

describe('removing a closed order', () => {
  it('takes it out of its page and lowers every count so "no more" stays right', () => {
    const after = removeOrder(pages(page([order(1), order(2)], 3), page([order(3)], 3)), 2);
    expect(after.pages.flatMap((p) => p.data.map((o) => o.Id))).toEqual([1, 3]);
    expect(after.pages.map((p) => p.total)).toEqual([2, 2]);
  });

  it('leaves the pages as they are when the order is not on them', () => {
    const before = pages(page([order(1)], 1));
    expect(removeOrder(before, 9)).toBe(before);
  });
});

describe('a FOREX_TRADE push that outdates the lists', () => {
  const push = (...ids: number[]) => ({ orders: ids.map((Id) => ({ Id, UpdatePrice: '1.00', FactProfits: '0.00' })), all_fact_profits: '0.00', hazard_rate: '', total_margin: '0.00' });

  it('names a pending order that filled, whether or not the holdings were read', () => {
    const waiting = pages(page([{ ...order(7), Status: 0 }], 1));
    expect(pushOutdatesLists(push(1, 7), pages(page([order(1)], 1)), waiting)).toBe(true);
    expect(pushOutdatesLists(push(7), undefined, waiting)).toBe(true);
  });

  it('names a holding missing from a fully read list, but not one that may sit on an unread page', () => {
    expect(pushOutdatesLists(push(1, 2), pages(page([order(1)], 1)), undefined)).toBe(true);
    expect(pushOutdatesLists(push(1, 2), pages(page([order(1)], 2)), undefined)).toBe(false);
    expect(pushOutdatesLists(push(1, 2), pages(page([order(1), order(2)], 2)), pages(page([], 0)))).toBe(false);
    expect(pushOutdatesLists(push(1), undefined, undefined)).toBe(false);
  });
});
