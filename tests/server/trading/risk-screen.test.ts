import { describe, expect, it } from 'vitest';
import { profit } from '../../../src/contract/formulas.ts';
import { RiskScreen, usdPerPointLot, type PointValue } from '../../../src/server/engine/trading/risk-screen.ts';
import { PendingKind, Status, type LiveOrder } from '../../../src/server/engine/trading/live-order.ts';
import { formatPoints } from '../../../src/server/market/prices.ts';

// The tick's quick risk screen: per account and instrument sums that value the holdings at any
// price. Its estimate must agree with the contract's exact profit formula, or the engine would
// skip the exact stop-out check of an account that needs it.

const EURUSD = 1;
const USDJPY = 2;
const terms = { [EURUSD]: { precision: 5, size: '100000' }, [USDJPY]: { precision: 3, size: '100000' } };
const quotes = new Map<number, { bid: number; ask: number }>([
  [EURUSD, { bid: 116840, ask: 116852 }],
  [USDJPY, { bid: 150240, ask: 150252 }],
]);
/** JPY to USD: one over USDJPY's mid. */
const rateOf = (id: number) => (id === EURUSD ? { num: '1', den: '1' } : { num: '2', den: formatPoints(quotes.get(USDJPY)!.bid + quotes.get(USDJPY)!.ask, 3) });
const valueOf = (id: number): PointValue => ({ usdPerPointLot: usdPerPointLot(terms[id as 1 | 2].size, rateOf(id), terms[id as 1 | 2].precision), quote: quotes.get(id)! });

let nextId = 1;
const holding = (userId: number, instrumentId: number, side: 1 | 2, lots: string, openPrice: number): LiveOrder => ({
  id: nextId++,
  userId,
  instrumentId,
  precision: terms[instrumentId as 1 | 2].precision,
  side,
  lots: BigInt(Math.round(Number(lots) * 1e8)),
  leverage: 100,
  status: Status.HOLDING,
  pendingKind: PendingKind.NONE,
  originPrice: openPrice,
  targetPrice: 0,
  openPrice,
  stopLoss: 0,
  takeProfit: 0,
  trailing: 0,
  expireAt: 0,
  margin: 0n,
  fee: 0n,
  clientKey: null,
  createdAt: 0,
  openedAt: 0,
});

/** The exact floating profit of the holdings now, in USD, by the contract's formula. */
const exact = (orders: LiveOrder[]) =>
  orders.reduce((sum, o) => {
    const q = quotes.get(o.instrumentId)!;
    const p = terms[o.instrumentId as 1 | 2].precision;
    return (
      sum +
      Number(
        profit({
          side: o.side,
          lots: String(Number(o.lots) / 1e8),
          profitContNum: terms[o.instrumentId as 1 | 2].size,
          open: formatPoints(o.openPrice, p),
          current: formatPoints(o.side === 1 ? q.bid : q.ask, p),
          rate: rateOf(o.instrumentId),
        }),
      )
    );
  }, 0);

describe('the risk screen', () => {
  it("values an account's holdings across instruments, sides and moves as the exact formula does", () => {
    const screen = new RiskScreen(valueOf);
    const orders = [holding(7, EURUSD, 1, '1.5', 116500), holding(7, EURUSD, 2, '0.3', 117000), holding(7, USDJPY, 2, '2', 149900), holding(8, USDJPY, 1, '1', 150000)];
    for (const o of orders) screen.holdingAdded(o);
    expect(screen.floating(7)).toBeCloseTo(exact(orders.slice(0, 3)), 4);

    // A gap on EURUSD: only its holders are re-valued, and the estimate follows.
    quotes.set(EURUSD, { bid: 110000, ask: 110012 });
    expect(screen.repriceAll([EURUSD])).toEqual([7]);
    expect(screen.floating(7)).toBeCloseTo(exact(orders.slice(0, 3)), 4);
    expect(screen.floating(7)).toBeLessThan(-5_000);

    quotes.set(USDJPY, { bid: 155000, ask: 155012 });
    expect(screen.repriceAll([USDJPY, USDJPY]).sort()).toEqual([7, 8]);
    expect(screen.floating(7)).toBeCloseTo(exact(orders.slice(0, 3)), 4);
    expect(screen.floating(8)).toBeCloseTo(exact(orders.slice(3)), 4);
  });

  it('forgets a closed holding and follows a partial close', () => {
    const screen = new RiskScreen(valueOf);
    const a = holding(9, EURUSD, 1, '2', 100000);
    const b = holding(9, EURUSD, 2, '1', 120000);
    screen.holdingAdded(a);
    screen.holdingAdded(b);
    screen.holdingRemoved(a);
    expect(screen.floating(9)).toBeCloseTo(exact([b]), 4);
    // A partial close: the book takes the holding out, shrinks it and puts it back.
    screen.holdingRemoved(b);
    b.lots = 40_000_000n;
    screen.holdingAdded(b);
    expect(screen.floating(9)).toBeCloseTo(exact([b]), 4);
    screen.holdingRemoved(b);
    expect(screen.floating(9)).toBe(0);
  });
});
