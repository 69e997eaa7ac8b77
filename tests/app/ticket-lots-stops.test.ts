import { describe, expect, it } from 'vitest';
import { atMinimum, lotsProblem, snapLots, stepLots } from '../../src/app/features/trade/ticket/lots.ts';
import { defaultStops, pendingTypeProblem, stopProblem, stopReference } from '../../src/app/features/trade/ticket/stops.ts';
import { stopOutcome } from '../../src/app/features/trade/ticket/outcome.ts';
import { endOfLocalDay, expireAt, lastExpiryDate, localDate } from '../../src/app/features/trade/ticket/expiry.ts';

const rule = { step: '0.01', min: '0.01' };
const btc = { step: '0.01', min: '0.05' };

describe('ticket lots', () => {
  it('steps by Pip and never goes below ForexMinCont', () => {
    expect(stepLots('0.01', rule, 1)).toBe('0.02');
    expect(stepLots('0.02', rule, -1)).toBe('0.01');
    expect(stepLots('0.01', rule, -1)).toBe('0.01');
    expect(stepLots('0.05', btc, -1)).toBe('0.05');
    expect(stepLots('0.06', btc, -1)).toBe('0.05');
    expect(atMinimum('0.05', btc)).toBe(true);
    expect(atMinimum('0.06', btc)).toBe(false);
  });

  it('steps a value between steps to its neighbouring step', () => {
    expect(stepLots('0.125', rule, 1)).toBe('0.13');
    expect(stepLots('0.125', rule, -1)).toBe('0.12');
  });

  it('names what is wrong with typed lots and snaps them down to a step, at least the minimum', () => {
    expect(lotsProblem('0.1', rule)).toBeNull();
    expect(lotsProblem('', rule)).toBe('empty');
    expect(lotsProblem('abc', rule)).toBe('empty');
    expect(lotsProblem('0.03', btc)).toBe('below_min');
    expect(lotsProblem('0.123', rule)).toBe('off_step');
    expect(snapLots('0.129', rule)).toBe('0.12');
    expect(snapLots('0.03', btc)).toBe('0.05');
    expect(snapLots('x', btc)).toBe('0.05');
    expect(snapLots('2', rule)).toBe('2.00');
  });
});

describe('ticket take-profit and stop-loss defaults', () => {
  const eurusd = { pending: false, target: '', bid: '1.16840', ask: '1.16852', precision: 5 };

  it('puts a buy’s take-profit 20 pips above the ask it pays and its stop-loss 20 pips below the bid it closes at', () => {
    expect(stopReference(1, eurusd)).toBe('1.16840');
    expect(defaultStops(1, eurusd)).toEqual({ takeProfit: '1.17052', stopLoss: '1.16640' });
  });

  it('puts a sell’s the other way round: take-profit under the bid, stop-loss over the ask', () => {
    expect(stopReference(2, eurusd)).toBe('1.16852');
    expect(defaultStops(2, eurusd)).toEqual({ takeProfit: '1.16640', stopLoss: '1.17052' });
  });

  it('takes 3 spreads when they are more than 20 pips, and 0.2 % of the price for what is not a currency pair', () => {
    // An 11.2-pip spread: 33.6 pips beyond it.
    expect(defaultStops(1, { ...eurusd, ask: '1.16952' })).toEqual({ takeProfit: '1.17288', stopLoss: '1.16504' });
    // BTC/USD: 0.2 % of the 104,010.00 ask is 208.02, more than 3 spreads (30.00).
    expect(defaultStops(1, { pending: false, target: '', bid: '104000.00', ask: '104010.00', precision: 2 })).toEqual({ takeProfit: '104218.02', stopLoss: '103791.98' });
    // USD/JPY counts in pips too (3 decimals): 20 pips is 0.200.
    expect(defaultStops(2, { pending: false, target: '', bid: '150.240', ask: '150.260', precision: 3 })).toEqual({ takeProfit: '150.040', stopLoss: '150.460' });
  });

  it('measures a pending order’s from its target, and every default passes the server’s side check, whatever the spread', () => {
    const pending = { ...eurusd, pending: true, target: '1.10000' };
    expect(defaultStops(1, pending)).toEqual({ takeProfit: '1.10200', stopLoss: '1.09800' });
    expect(defaultStops(2, pending)).toEqual({ takeProfit: '1.09800', stopLoss: '1.10200' });
    for (const q of [eurusd, pending, { ...eurusd, ask: '1.18840' }, { pending: false, target: '', bid: '0.50', ask: '0.53', precision: 2 }]) {
      for (const side of [1, 2] as const) {
        const d = defaultStops(side, q);
        const ref = stopReference(side, q);
        expect(stopProblem(side, ref, 'take_profit', d.takeProfit, q.precision)).toBeNull();
        expect(stopProblem(side, ref, 'stop_loss', d.stopLoss, q.precision)).toBeNull();
      }
    }
    expect(defaultStops(1, { ...pending, target: 'x' })).toEqual({ takeProfit: '', stopLoss: '' });
  });

  it('names a level on the wrong side or equal to the reference, and one that is not a price above 0', () => {
    expect(stopProblem(1, '1.16840', 'take_profit', '1.16840', 5)).toBe('side');
    expect(stopProblem(1, '1.16840', 'stop_loss', '1.16900', 5)).toBe('side');
    expect(stopProblem(2, '1.16852', 'take_profit', '1.16900', 5)).toBe('side');
    expect(stopProblem(2, '1.16852', 'stop_loss', '1.16800', 5)).toBe('side');
    expect(stopProblem(1, '1.16840', 'take_profit', '1.168401', 5)).toBe('side'); // the server rounds it to the reference
    expect(stopProblem(1, '1.16840', 'take_profit', '1.16841', 5)).toBeNull();
    expect(stopProblem(1, '1.16840', 'take_profit', 'abc', 5)).toBe('number');
    expect(stopProblem(1, '1.16840', 'stop_loss', '0', 5)).toBe('number');
    expect(stopProblem(1, '1.16840', 'stop_loss', '', 5)).toBe('number');
  });
});

describe('ticket pending type', () => {
  const q = (target: string) => ({ pending: true, target, bid: '1.10000', ask: '1.10020', precision: 5 });
  it('lets a buy limit go below the ask, a buy stop above it, a sell limit above the bid and a sell stop below it', () => {
    expect(pendingTypeProblem(1, 1, q('1.10019'))).toBe(false);
    expect(pendingTypeProblem(1, 1, q('1.10020'))).toBe(true);
    expect(pendingTypeProblem(1, 2, q('1.10021'))).toBe(false);
    expect(pendingTypeProblem(1, 2, q('1.10020'))).toBe(true);
    expect(pendingTypeProblem(2, 1, q('1.10001'))).toBe(false);
    expect(pendingTypeProblem(2, 1, q('1.10000'))).toBe(true);
    expect(pendingTypeProblem(2, 2, q('1.09999'))).toBe(false);
    expect(pendingTypeProblem(2, 2, q('1.10000'))).toBe(true);
  });
});

describe('ticket stop outcome', () => {
  const usd = { QuoteCurrency: 'USD', ProfitContNum: '100000', PricePrecision: 5 };
  const none = () => undefined;
  it('gives the distance from the opening price in the trade’s favour, in pips, and the result in USD by the profit formula', () => {
    expect(stopOutcome({ instrument: usd, side: 1, lots: '1', open: '1.16852', level: '1.17052', quoteOf: none })).toEqual({ distance: { amount: '20.0', pips: true }, usd: '200.000000' });
    expect(stopOutcome({ instrument: usd, side: 1, lots: '0.5', open: '1.16852', level: '1.16640', quoteOf: none })).toEqual({ distance: { amount: '-21.2', pips: true }, usd: '-106.000000' });
    expect(stopOutcome({ instrument: usd, side: 2, lots: '1', open: '1.16840', level: '1.16640', quoteOf: none })).toEqual({ distance: { amount: '20.0', pips: true }, usd: '200.000000' });
  });
  it('converts a yen result at the USD/JPY mid, and counts other instruments in their price', () => {
    const jpy = { QuoteCurrency: 'JPY', ProfitContNum: '100000', PricePrecision: 3 };
    const quoteOf = (code: string) => (code === 'USDJPY' ? { bid: '150.240', ask: '150.260' } : undefined);
    expect(stopOutcome({ instrument: jpy, side: 1, lots: '1', open: '150.250', level: '150.550', quoteOf })).toEqual({ distance: { amount: '30.0', pips: true }, usd: '199.667221' });
    expect(stopOutcome({ instrument: jpy, side: 1, lots: '1', open: '150.250', level: '150.550', quoteOf: none })?.usd).toBeNull();
    const btc = { QuoteCurrency: 'USD', ProfitContNum: '1', PricePrecision: 2 };
    expect(stopOutcome({ instrument: btc, side: 1, lots: '0.03', open: '104010.00', level: '104218.02', quoteOf: none })).toEqual({ distance: { amount: '208.02', pips: false }, usd: '6.240600' });
  });
});

describe('ticket expiry', () => {
  it('sends nothing for good till cancelled, the end of today for end of day, and the end of a chosen date', () => {
    const now = new Date(2026, 10, 25, 14, 30);
    expect(localDate(now)).toBe('2026-11-25');
    expect(expireAt('gtc', '', now)).toBe(0);
    expect(expireAt('eod', '', now)).toBe(Math.floor(new Date(2026, 10, 25, 23, 59, 59).getTime() / 1000));
    expect(expireAt('date', '2026-12-01', now)).toBe(Math.floor(new Date(2026, 11, 1, 23, 59, 59).getTime() / 1000));
    expect(expireAt('date', '2026-11-25', now)).toBe(expireAt('eod', '', now));
    expect(expireAt('date', '2026-11-24', now)).toBeNull();
    expect(expireAt('date', '', now)).toBeNull();
    // Up to a year ahead, as the server takes it.
    expect(lastExpiryDate(now)).toBe('2027-11-25');
    expect(expireAt('date', '2027-11-25', now)).toBe(Math.floor(new Date(2027, 10, 25, 23, 59, 59).getTime() / 1000));
    expect(expireAt('date', '2027-11-26', now)).toBeNull();
    expect(endOfLocalDay('2026-02-31')).toBeNull();
  });
});
