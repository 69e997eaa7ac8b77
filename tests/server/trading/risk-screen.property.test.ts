import fc from 'fast-check';
import { expect, it } from 'vitest';
import { profit } from '../../../src/contract/formulas.ts';
import { RiskScreen, usdPerPointLot, type PointValue } from '../../../src/server/engine/trading/risk-screen.ts';
import { PendingKind, Status, type LiveOrder } from '../../../src/server/engine/trading/live-order.ts';
import { formatPoints } from '../../../src/server/market/prices.ts';

// Issue 21: a tick of every instrument re-values each instrument's exposures once
// (RiskScreen.repriceAll) instead of each holder per ticked instrument. Against random books,
// opens, closes and batches of ticks, its estimate of every account must equal the computation
// it replaces, every position re-priced by the contract's exact profit formula, and the accounts
// it lists for screening must be exactly the holders of the re-valued instruments, each once.

const INSTRUMENTS = [
  { id: 1, precision: 5, size: '100000', start: 116840 }, // EURUSD
  { id: 2, precision: 3, size: '100000', start: 150240 }, // USDJPY: sets the yen's rate
  { id: 3, precision: 3, size: '100000', start: 175500 }, // EURJPY: quoted in yen
  { id: 4, precision: 2, size: '1', start: 10_400_000 }, // BTCUSD
];
const SPREAD = 12;

const holdingArb = fc.record({
  userId: fc.integer({ min: 1, max: 8 }),
  instrument: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }),
  side: fc.constantFrom<1 | 2>(1, 2),
  centiLots: fc.integer({ min: 1, max: 500 }),
  openOffset: fc.integer({ min: -2_000, max: 2_000 }),
});
type Holding = typeof holdingArb extends fc.Arbitrary<infer T> ? T : never;
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('open' as const), holding: holdingArb }),
  fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('tick' as const),
    moves: fc.array(fc.record({ instrument: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }), by: fc.integer({ min: -3_000, max: 3_000 }) }), { minLength: 1, maxLength: 6 }),
  }),
);

it('re-values every account as re-pricing each position exactly would, and lists exactly the holders', () => {
  fc.assert(
    fc.property(fc.array(holdingArb, { maxLength: 30 }), fc.array(stepArb, { maxLength: 40 }), (initial, steps) => {
      const bids = new Map(INSTRUMENTS.map((i) => [i.id, i.start]));
      const quote = (id: number) => ({ bid: bids.get(id)!, ask: bids.get(id)! + SPREAD });
      const terms = (id: number) => INSTRUMENTS.find((i) => i.id === id)!;
      /** JPY to USD: one over USDJPY's mid; the rest are priced in USD. */
      const rateOf = (id: number) => (id === 3 ? { num: '2', den: formatPoints(quote(2).bid + quote(2).ask, 3) } : { num: '1', den: '1' });
      const valueOf = (id: number): PointValue => ({ usdPerPointLot: usdPerPointLot(terms(id).size, rateOf(id), terms(id).precision), quote: quote(id) });
      const screen = new RiskScreen(valueOf);
      const open: LiveOrder[] = [];
      let nextId = 1;
      const add = (h: Holding) => {
        const t = INSTRUMENTS[h.instrument]!;
        const o: LiveOrder = {
          id: nextId++,
          userId: h.userId,
          instrumentId: t.id,
          precision: t.precision,
          side: h.side,
          lots: BigInt(h.centiLots) * 1_000_000n,
          leverage: 100,
          status: Status.HOLDING,
          pendingKind: PendingKind.NONE,
          originPrice: 0,
          targetPrice: 0,
          openPrice: bids.get(t.id)! + h.openOffset,
          stopLoss: 0,
          takeProfit: 0,
          trailing: 0,
          expireAt: 0,
          margin: 0n,
          fee: 0n,
          clientKey: null,
          createdAt: 0,
          openedAt: 0,
        };
        open.push(o);
        screen.holdingAdded(o);
      };
      /** The computation replaced: every position of the account re-priced in exact decimals. */
      const exact = (userId: number) =>
        open
          .filter((o) => o.userId === userId)
          .reduce((sum, o) => {
            const p = terms(o.instrumentId).precision;
            const q = quote(o.instrumentId);
            return (
              sum +
              Number(
                profit({
                  side: o.side,
                  lots: String(Number(o.lots) / 1e8),
                  profitContNum: terms(o.instrumentId).size,
                  open: formatPoints(o.openPrice, p),
                  current: formatPoints(o.side === 1 ? q.bid : q.ask, p),
                  rate: rateOf(o.instrumentId),
                }),
              )
            );
          }, 0);
      for (const h of initial) add(h);
      for (const step of steps) {
        if (step.kind === 'open') add(step.holding);
        else if (step.kind === 'close' && open.length > 0) screen.holdingRemoved(open.splice(step.pick % open.length, 1)[0]!);
        else if (step.kind === 'tick') {
          for (const move of step.moves) bids.set(INSTRUMENTS[move.instrument]!.id, Math.max(1_000, bids.get(INSTRUMENTS[move.instrument]!.id)! + move.by));
          // As the engine lists them: each ticked instrument, and EURJPY after a USDJPY tick.
          const ticked = step.moves.map((m) => INSTRUMENTS[m.instrument]!.id);
          const revalue = ticked.flatMap((id) => (id === 2 ? [2, 3] : [id]));
          const listed = screen.repriceAll(revalue);
          const holders = [...new Set(open.filter((o) => revalue.includes(o.instrumentId)).map((o) => o.userId))];
          expect([...listed].sort()).toEqual(holders.sort());
          // Instruments not re-valued keep their last estimate: bring them up to date before comparing.
          screen.repriceAll(INSTRUMENTS.map((i) => i.id));
        }
        for (let userId = 1; userId <= 8; userId++) {
          const want = exact(userId);
          expect(Math.abs(screen.floating(userId) - want)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(want)));
        }
      }
    }),
    { numRuns: 300, seed: 20261126 },
  );
});
