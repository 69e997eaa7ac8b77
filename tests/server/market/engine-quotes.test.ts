import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { margin, profit, usdRate, type BidAsk } from '../../../src/contract/formulas.ts';
import type { Instrument } from '../../../src/contract/index.ts';
import { instruments as seed } from '../../../src/server/db/seed/instruments.ts';
import { formatPoints } from '../../../src/server/market/prices.ts';
import type { PointQuote } from '../../../src/server/market/types.ts';
import { startScriptedMarket } from './harness.ts';

// What the trading engine reads of the market: exact points, a typed tick stream, and the USD
// rate of each quote currency; and proof that the order form's estimate (from the wire list)
// and the engine's booking (from points) come out the same, to hand-computed USD amounts.

let m: Awaited<ReturnType<typeof startScriptedMarket>>;
beforeAll(async () => {
  m = await startScriptedMarket(); // Monday 5 January 2026, 10:00 New York: every market open
  m.quotes.setMany([
    { code: 'EURUSD', bid: '1.16840', ask: '1.16852' },
    { code: 'GBPUSD', bid: '1.33520', ask: '1.33530' },
    { code: 'USDJPY', bid: '150.240', ask: '150.260' },
    { code: 'EURGBP', bid: '0.87505', ask: '0.87518' },
    { code: 'GER40', bid: '24310.5', ask: '24312.0' },
    { code: 'JPN225', bid: '49820.0', ask: '49830.0' },
  ]);
});
afterAll(async () => {
  await m?.stop();
});

const id = (code: string) => seed.find((s) => s.code === code)!.id;

describe('quotes for the engine', () => {
  it('are the latest bid and ask as exact integer points', () => {
    expect(m.market.quote(id('USDJPY'))).toEqual({ instrumentId: id('USDJPY'), code: 'USDJPY', precision: 3, bid: 150_240, ask: 150_260, time: m.clock.now() });
    expect(m.market.quote(id('EURUSD'))).toMatchObject({ bid: 116_840, ask: 116_852, precision: 5 });
    expect(m.market.quote(9999)).toBeUndefined();
  });

  it('arrive as a typed stream; a listener that throws reaches neither the feed nor the other listeners', async () => {
    const seen: PointQuote[][] = [];
    const offBad = m.market.onTick(() => {
      throw new Error('engine bug');
    });
    const offGood = m.market.onTick((quotes) => seen.push(quotes));
    expect(() => m.quotes.set('XAUUSD', '4185.60', '4185.90')).not.toThrow();
    await m.clock.advance(1);
    m.quotes.set('XAUUSD', '4186.10', '4186.40');
    expect(seen).toEqual([[expect.objectContaining({ code: 'XAUUSD', bid: 418_560, ask: 418_590 })], [expect.objectContaining({ code: 'XAUUSD', bid: 418_610, ask: 418_640 })]]);
    // The feed went on: the quote and the wire list moved on the second tick too.
    expect(m.market.quote(id('XAUUSD'))).toMatchObject({ bid: 418_610 });
    expect(m.market.instrumentByCode('XAUUSD', 'en')!.ForexQuotations.Bid).toBe('4186.10');
    expect(m.errors.map((e) => (e as Error).message)).toEqual(['engine bug', 'engine bug']);
    offBad();
    offGood();
  });

  it('go on the bus as quotes.tick domain events', () => {
    const events: unknown[] = [];
    const off = m.bus.on('quotes.tick', (event) => events.push(event));
    m.quotes.set('BTCUSD', '104250.00', '104275.00');
    off();
    expect(events).toEqual([{ type: 'quotes.tick', quotes: [{ instrumentId: id('BTCUSD'), code: 'BTCUSD', precision: 2, bid: 10_425_000, ask: 10_427_500, time: m.clock.now() }] }]);
  });
});

describe('the USD rate of a quote currency', () => {
  it('resolves for every seeded instrument', () => {
    for (const s of seed) {
      const rate = m.market.usdRate(s.id);
      expect(rate, s.code).toBeDefined();
      expect(Number(rate!.num) / Number(rate!.den), s.code).toBeGreaterThan(0);
    }
  });

  it('is 1 for USD, the EURUSD mid for GER40, the GBPUSD mid for EURGBP, one over the USDJPY mid for JPN225', () => {
    expect(m.market.usdRate(id('XAUUSD'))).toEqual({ num: '1', den: '1' });
    expect(m.market.usdRate(id('GER40'))).toEqual({ num: '2.33692', den: '2' });
    expect(m.market.usdRate(id('EURGBP'))).toEqual({ num: '2.6705', den: '2' });
    expect(m.market.usdRate(id('JPN225'))).toEqual({ num: '2', den: '300.5' });
  });
});

// The order form's side: only what the app has, the wire list (decimal strings).
function estimate(list: Instrument[], code: string, a: { side: 1 | 2; lots: string; leverage: number }) {
  const i = list.find((x) => x.Code === code)!;
  const quoteOf = (c: string): BidAsk | undefined => {
    const q = list.find((x) => x.Code === c)?.ForexQuotations;
    return q && { bid: q.Bid, ask: q.Ask };
  };
  const rate = usdRate(i.QuoteCurrency, quoteOf)!;
  const price = a.side === 1 ? i.ForexQuotations.Ask : i.ForexQuotations.Bid;
  return { price, margin: margin({ lots: a.lots, contractSize: i.ForexContNum, price, leverage: a.leverage, marginMode: i.MarginMode, rate }) };
}

// The engine's side: points, terms and the market's rate.
function booking(code: string, a: { side: 1 | 2; lots: string; leverage: number }) {
  const t = m.market.terms(id(code))!;
  const q = m.market.quote(id(code))!;
  const price = formatPoints(a.side === 1 ? q.ask : q.bid, q.precision);
  return { price, margin: margin({ lots: a.lots, contractSize: t.contractSize, price, leverage: a.leverage, marginMode: t.marginMode, rate: m.market.usdRate(id(code))! }) };
}

function bookedProfit(code: string, a: { side: 1 | 2; lots: string; open: string }) {
  const t = m.market.terms(id(code))!;
  const q = m.market.quote(id(code))!;
  // A buy is valued at the bid, a sell at the ask.
  const current = formatPoints(a.side === 1 ? q.bid : q.ask, q.precision);
  return profit({ side: a.side, lots: a.lots, profitContNum: t.profitContractSize, open: a.open, current, rate: m.market.usdRate(id(code))! });
}

function estimatedProfit(list: Instrument[], code: string, a: { side: 1 | 2; lots: string; open: string }) {
  const i = list.find((x) => x.Code === code)!;
  const quoteOf = (c: string): BidAsk | undefined => {
    const q = list.find((x) => x.Code === c)?.ForexQuotations;
    return q && { bid: q.Bid, ask: q.Ask };
  };
  const current = a.side === 1 ? i.ForexQuotations.Bid : i.ForexQuotations.Ask;
  return profit({ side: a.side, lots: a.lots, profitContNum: i.ProfitContNum, open: a.open, current, rate: usdRate(i.QuoteCurrency, quoteOf)! });
}

describe('the order form estimate and the engine booking', () => {
  const cases = [
    // 0.1 × 100000 × 150.260 / 100 = 15026 JPY; at 1/150.25 USD per JPY = 100.0066555… → 100.006656
    { code: 'USDJPY', side: 1 as const, lots: '0.1', leverage: 100, price: '150.260', usd: '100.006656' },
    // 1 × 100000 × 0.87518 / 50 = 1750.36 GBP × 1.33525 = 2337.16819
    { code: 'EURGBP', side: 1 as const, lots: '1', leverage: 50, price: '0.87518', usd: '2337.168190' },
    // Fixed margin: 2 lots × 300 EUR = 600 EUR × 1.16846 = 701.076, whatever the leverage
    { code: 'GER40', side: 2 as const, lots: '2', leverage: 100, price: '24310.5', usd: '701.076000' },
    // 1 × 100 × 49830.0 / 20 = 249150 JPY / 150.25 = 1658.2362728… → 1658.236273
    { code: 'JPN225', side: 1 as const, lots: '1', leverage: 20, price: '49830.0', usd: '1658.236273' },
  ];

  it.each(cases)('agree on the USD margin of $code', ({ code, side, lots, leverage, price, usd }) => {
    const list = m.market.instruments('en');
    expect(estimate(list, code, { side, lots, leverage })).toEqual({ price, margin: usd });
    expect(booking(code, { side, lots, leverage })).toEqual({ price, margin: usd });
  });

  it('agree on the USD profit after the prices move', async () => {
    await m.clock.advance(60_000);
    m.quotes.setMany([
      { code: 'EURGBP', bid: '0.87405', ask: '0.87418' },
      { code: 'GER40', bid: '24300.0', ask: '24301.5' },
      { code: 'JPN225', bid: '49880.0', ask: '49890.0' },
    ]);
    const positions = [
      // Sold 1 lot at 0.87505, bought back at the ask 0.87418: 0.00087 × 100000 = 87 GBP × 1.33525
      { code: 'EURGBP', side: 2 as const, lots: '1', open: '0.87505', usd: '116.166750' },
      // Sold 2 lots at 24310.5, ask now 24301.5: 9 × 2 × 1 EUR per point = 18 EUR × 1.16846
      { code: 'GER40', side: 2 as const, lots: '2', open: '24310.5', usd: '21.032280' },
      // Bought 1 lot at 49830.0, bid now 49880.0: 50 × 100 JPY per point = 5000 JPY / 150.25
      { code: 'JPN225', side: 1 as const, lots: '1', open: '49830.0', usd: '33.277870' },
    ];
    for (const p of positions) {
      expect(estimatedProfit(m.market.instruments('en'), p.code, p), p.code).toBe(p.usd);
      expect(bookedProfit(p.code, p), p.code).toBe(p.usd);
    }
    // USDJPY moves: the yen profit is converted at the new rate, 1/150.77.
    m.quotes.set('USDJPY', '150.760', '150.780');
    // Bought 0.1 lot at 150.260, bid now 150.760: 0.5 × 0.1 × 100000 = 5000 JPY / 150.77 = 33.1630961…
    const usdjpy = { side: 1 as const, lots: '0.1', open: '150.260' };
    expect(estimatedProfit(m.market.instruments('en'), 'USDJPY', usdjpy)).toBe('33.163096');
    expect(bookedProfit('USDJPY', usdjpy)).toBe('33.163096');
  });
});
