import { describe, expect, it } from 'vitest';
import { ExpiryIndex } from '../../../src/server/engine/trading/expiry-index.ts';
import { OrderBook } from '../../../src/server/engine/trading/book.ts';
import { PendingKind, Status, type LiveOrder } from '../../../src/server/engine/trading/live-order.ts';

describe('the expiry index', () => {
  it('gives the earliest expiry, and takes only what is due, earliest first (equal times by id)', () => {
    const index = new ExpiryIndex();
    for (const [at, orderId] of [
      [300, 1],
      [100, 2],
      [200, 3],
      [100, 4],
      [500, 5],
    ] as const)
      index.add({ at, orderId });
    expect(index.next()).toBe(100);
    expect(index.takeDue(99)).toEqual([]);
    expect(index.takeDue(200).map((e) => e.orderId)).toEqual([2, 4, 3]);
    expect(index.next()).toBe(300);
    index.remove({ at: 300, orderId: 1 });
    index.remove({ at: 300, orderId: 9 }); // not there: nothing happens
    expect(index.next()).toBe(500);
    expect(index.size()).toBe(1);
  });

  it('loads many at once in the same order as adding them one by one', () => {
    const entries = [
      [7, 1],
      [3, 2],
      [9, 3],
      [3, 4],
      [1, 5],
      [7, 6],
    ].map(([at, orderId]) => ({ at: at!, orderId: orderId! }));
    const one = new ExpiryIndex();
    const many = new ExpiryIndex();
    for (const e of entries) one.add(e);
    many.addMany(entries);
    expect(many.takeDue(100)).toEqual(one.takeDue(100));
  });
});

describe('the book’s expiries', () => {
  const order = (id: number, expireAt: number, status: 0 | 1 = Status.PENDING): LiveOrder => ({
    id,
    userId: 1,
    instrumentId: 1,
    precision: 5,
    side: 1,
    lots: 100_000_000n,
    leverage: 100,
    status,
    pendingKind: status === Status.PENDING ? PendingKind.LIMIT : PendingKind.NONE,
    originPrice: 110000,
    targetPrice: 110000,
    openPrice: 0,
    stopLoss: 0,
    takeProfit: 0,
    trailing: 0,
    margin: 0n,
    fee: 0n,
    expireAt,
    clientKey: null,
    createdAt: 0,
    openedAt: 0,
  });

  it('holds pending orders with an expiry only, and lets go of one that fills or leaves', () => {
    const book = new OrderBook();
    book.load([order(1, 5000), order(2, 0), order(3, 9000, Status.HOLDING)]);
    book.add(order(4, 3000));
    expect(book.nextExpiry()).toBe(3000);
    // Filled: a holding does not expire.
    book.change(book.get(4)!, (o) => void (o.status = Status.HOLDING));
    expect(book.nextExpiry()).toBe(5000);
    book.remove(book.get(1)!);
    expect(book.nextExpiry()).toBeUndefined();
    book.add(order(5, 7000));
    expect(book.expired(6999)).toEqual([]);
    expect(book.expired(7000)).toEqual([5]);
    // Put back after a failed cancel.
    book.rearm(book.get(5)!);
    expect(book.nextExpiry()).toBe(7000);
  });
});
