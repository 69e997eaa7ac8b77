import { describe, expect, it } from 'vitest';
import { OrderBook } from '../../../src/server/engine/trading/book.ts';
import { PendingKind, Status, type LiveOrder } from '../../../src/server/engine/trading/live-order.ts';

// The hot state's trigger index: each take-profit, stop-loss and entry is in it once, whether the
// order was added by a command or loaded at start, so a crossing price yields it once, and
// removing the order leaves nothing of it behind.

const holding = (id: number): LiveOrder => ({
  id,
  userId: 7,
  instrumentId: 1,
  precision: 5,
  side: 1,
  lots: 1_000_000n,
  leverage: 100,
  status: Status.HOLDING,
  pendingKind: PendingKind.NONE,
  originPrice: 116800,
  targetPrice: 0,
  openPrice: 116800,
  stopLoss: 116000,
  takeProfit: 117500,
  trailing: 0,
  expireAt: 0,
  margin: 0n,
  fee: 0n,
  clientKey: null,
  createdAt: 0,
  openedAt: 0,
});

describe('the order book', () => {
  it('yields each trigger of an added or loaded holding once', () => {
    const book = new OrderBook();
    book.add(holding(1));
    book.load([holding(2)]);
    const crossedDown = book.crossed(1, { bid: 115900, ask: 115912 });
    expect(crossedDown.map((t) => [t.orderId, t.kind])).toEqual(
      [
        [1, 'stop_loss'],
        [2, 'stop_loss'],
      ].sort(),
    );
    expect(book.crossed(1, { bid: 115900, ask: 115912 })).toEqual([]);
  });

  it('keeps no trigger of a removed holding', () => {
    const book = new OrderBook();
    const o = holding(3);
    book.add(o);
    book.remove(o);
    expect(book.crossed(1, { bid: 117600, ask: 117612 })).toEqual([]);
    expect(book.crossed(1, { bid: 115900, ask: 115912 })).toEqual([]);
  });
});
