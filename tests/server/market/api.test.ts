import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIODS, PERIOD_MS, ServerMessage, type Candle, type Instrument, type QuoteTick, type ServerMessageOf } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import { call, openSocket, startServer, type TestServer } from '../helpers.ts';
import { forexClosed } from './fixtures.ts';

// The market over real HTTP and the real socket, on one server with a fresh database.
// ETHUSD is halted by configuration: it must show closed although crypto never closes. The
// server's clock stands still (Monday 5 January 2026, 10:00 New York) until a test moves it.

let server: TestServer;
const clock = createManualClock();
let list: Instrument[];

beforeAll(async () => {
  server = await startServer({ haltedCodes: ['ETHUSD'] }, { clock });
  list = (await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list')).body.data;
});
afterAll(async () => {
  await server?.stop();
});

const byCode = (code: string) => list.find((i) => i.Code === code)!;
const kline = async (code: string, period: string) => {
  const { body } = await call(server.baseUrl, 'GET', '/v1/api/forex/kline', { forex_id: byCode(code).Id, period });
  expect(body.code, `${code} ${period}: ${body.msg}`).toBe(1);
  return body.data as Candle[];
};
/** How each calendar period's candles start on New York's wall clock ("Sun 01 00:00"). */
const NY_STARTS: Partial<Record<string, RegExp>> = { '4hour': /^\w{3} \d\d (00|04|08|12|16|20):00$/, '1day': /^\w{3} \d\d 00:00$/, '1week': /^Sun \d\d 00:00$/, '1mon': /^\w{3} 01 00:00$/ };
const nyStart = (t: number) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(t)
      .map((x) => [x.type, x.value]),
  );
  return `${p.weekday} ${p.day} ${p.hour}:${p.minute}`;
};
const decimals = (value: string) => value.split('.')[1]?.length ?? 0;

describe('trade_list', () => {
  it('shows every instrument with its quote, prices with its own decimals', () => {
    expect(list.map((i) => i.Code)).toEqual(expect.arrayContaining(['EURUSD', 'XAUUSD', 'US30', 'GER40', 'JPN225', 'BTCUSD']));
    expect(list.length).toBe(24);
    for (const i of list) {
      const q = i.ForexQuotations;
      for (const price of [q.Open, q.Close, q.High, q.Low, q.Bid, q.Ask]) expect(decimals(price), `${i.Code} ${price}`).toBe(i.PricePrecision);
      expect(Number(q.Ask)).toBeGreaterThan(Number(q.Bid));
      expect(Number(q.Low)).toBeLessThanOrEqual(Number(q.Close));
      expect(Number(q.High)).toBeGreaterThanOrEqual(Number(q.Close));
      expect(q.Change).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('filters by searchCurrency, ignoring case', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list', { searchCurrency: 'eur' });
    expect(body.data.map((i: Instrument) => i.Code)).toEqual(['EURUSD', 'EURJPY', 'EURGBP']);
    const slash = await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list', { searchCurrency: 'btc/usd' });
    expect(slash.body.data.map((i: Instrument) => i.Code)).toEqual(['BTCUSD']);
  });

  it("names each instrument in the request's language, with its currencies and profit size", async () => {
    const named = async (lang: string) => (await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list', {}, { lang })).body.data as Instrument[];
    const name = (items: Instrument[], code: string) => items.find((i) => i.Code === code)!.Name;
    expect(['XAUUSD', 'BTCUSD', 'US30', 'EURUSD'].map((c) => name(list, c))).toEqual(['Gold', 'Bitcoin', 'Dow Jones 30', 'Euro / US Dollar']);
    const hk = await named('hk');
    expect(['XAUUSD', 'BTCUSD', 'USDJPY'].map((c) => name(hk, c))).toEqual(['黃金', '比特幣', '美元/日圓']);
    expect(name(await named('jp'), 'XAUUSD')).toBe('金');
    expect(name(await named('ar'), 'XAUUSD')).toBe('الذهب');
    expect(byCode('USDJPY')).toMatchObject({ BaseCurrency: 'USD', QuoteCurrency: 'JPY', ProfitContNum: '100000' });
    expect(byCode('JPN225')).toMatchObject({ QuoteCurrency: 'JPY', ForexContNum: '100', ProfitContNum: '100' });
    // Fixed margin: ForexContNum is the margin per lot, so profit has its own size.
    expect(byCode('GER40')).toMatchObject({ MarginMode: 1, QuoteCurrency: 'EUR', ForexContNum: '300', ProfitContNum: '1' });
    expect(byCode('US30')).toMatchObject({ MarginMode: 1, QuoteCurrency: 'USD', ForexContNum: '500', ProfitContNum: '1' });
  });

  it("finds instruments by name, in the request's language and in English, ignoring case", async () => {
    const search = async (searchCurrency: string, lang = 'en') =>
      ((await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list', { searchCurrency }, { lang })).body.data as Instrument[]).map((i) => i.Code);
    expect(await search('gold')).toEqual(['XAUUSD']);
    expect(await search('Bitcoin')).toEqual(['BTCUSD']);
    expect(await search('DOW')).toEqual(['US30']);
    expect(await search('oil')).toEqual(['USOIL', 'UKOIL']);
    expect(await search('黃金', 'hk')).toEqual(['XAUUSD']);
    expect(await search('gold', 'hk')).toEqual(['XAUUSD']);
    expect(await search('ouro', 'pt')).toEqual(['XAUUSD']);
    // A name in another language than the request's and English does not match.
    expect(await search('黃金', 'en')).toEqual([]);
  });

  it('shows an always-open crypto instrument open, and a halted one closed', () => {
    expect(byCode('BTCUSD').MarketStatus).toBe(1);
    expect(byCode('ETHUSD').MarketStatus).toBe(0);
    expect(server.market.isOpen(byCode('ETHUSD').Id)).toBe(false);
    // Halted by hand: no known end, so no next opening.
    expect(byCode('ETHUSD').NextOpen).toBeNull();
  });
});

describe('categories', () => {
  it('names the categories in English and in traditional Chinese', async () => {
    const en = await call(server.baseUrl, 'GET', '/v1/api/forex/getCategories', {}, { lang: 'en' });
    expect(en.body.data.map((c: { NameShowTrans: string }) => c.NameShowTrans)).toEqual(['Forex', 'Metals', 'Energy', 'Indices', 'Crypto']);
    const hk = await call(server.baseUrl, 'GET', '/v1/api/forex/getCategories', {}, { lang: 'hk' });
    expect(hk.body.data[0]).toEqual({ Id: 1, NameShowTrans: '外匯' });
    expect(hk.body.data.map((c: { Id: number }) => c.Id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('kline', () => {
  it('gives every period of every instrument at least 300 candles, and five years of weeks and months', async () => {
    for (const i of list) {
      for (const period of PERIODS) {
        const least = period === '1week' ? 260 : period === '1mon' ? 60 : 300;
        expect((await kline(i.Code, period)).length, `${i.Code} ${period}`).toBeGreaterThanOrEqual(least);
      }
    }
  });

  it('gives every instrument at least a year of daily candles after the first start', async () => {
    for (const i of list) {
      const days = await kline(i.Code, '1day');
      expect(clock.now() - days[0].Time, i.Code).toBeGreaterThanOrEqual(365 * 86_400_000);
    }
  });

  it('orders candles by time with no duplicates, each aligned to its period', async () => {
    for (const code of ['EURUSD', 'XAUUSD', 'GER40', 'JPN225', 'BTCUSD']) {
      for (const period of PERIODS) {
        const candles = await kline(code, period);
        for (let k = 1; k < candles.length; k++) expect(candles[k].Time).toBeGreaterThan(candles[k - 1].Time);
        if (PERIOD_MS[period] <= 3_600_000) for (const c of candles) expect(c.Time % PERIOD_MS[period]).toBe(0);
        else for (const c of candles) expect(nyStart(c.Time), `${code} ${period} ${new Date(c.Time).toISOString()}`).toMatch(NY_STARTS[period]!);
        for (const c of candles) {
          expect(Number(c.High)).toBeGreaterThanOrEqual(Math.max(Number(c.Open), Number(c.Close)));
          expect(Number(c.Low)).toBeLessThanOrEqual(Math.min(Number(c.Open), Number(c.Close)));
        }
      }
    }
  });

  it('has no forex candle in the closed weekend hours', async () => {
    for (const period of ['1min', '5min', '15min', '30min', '60min'] as const) {
      for (const c of await kline('EURUSD', period)) expect(forexClosed(c.Time), `${period} ${new Date(c.Time).toISOString()}`).toBe(false);
    }
  });

  it('ends with the forming candle of an open market', async () => {
    await clock.advance(1_200); // BTCUSD ticks
    const candles = await kline('BTCUSD', '1min');
    const now = clock.now();
    expect(candles[candles.length - 1].Time).toBeGreaterThanOrEqual(now - (now % 60_000) - 60_000);
    expect(candles[candles.length - 1].Close).toBe((await call(server.baseUrl, 'GET', '/v1/api/forex/trade_list', { searchCurrency: 'BTCUSD' })).body.data[0].ForexQuotations.Close);
  });

  it('gives the home row chart the last 48 candles', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/v1/api/forex/abbreviated_cache_kline', { forex_id: byCode('XAUUSD').Id, period: '60min' });
    expect(body.data).toHaveLength(48);
    const full = await kline('XAUUSD', '60min');
    expect(body.data[0].Time).toBe(full[full.length - 48].Time);
  });

  it('answers an unknown forex_id with a refusal in English', async () => {
    const { status, body } = await call(server.baseUrl, 'GET', '/v1/api/forex/kline', { forex_id: 9999, period: '1min' });
    expect(status).toBe(200);
    expect(body.code).not.toBe(1);
    expect(body.msg).toBe('This instrument does not exist.');
  });
});

describe('live socket', () => {
  it('DAY_MARKET delivers changed quotes of an always-open crypto instrument within about a second', async () => {
    const socket = await openSocket(server.wsUrl);
    try {
      socket.send({ type: 'sub', channel: 'DAY_MARKET' });
      const snapshot = await socket.waitFor<ServerMessageOf<'DAY_MARKET'>>((m) => m.type === 'DAY_MARKET');
      const first = snapshot.data.find((q) => q.Code === 'BTCUSD')!;
      const changed = (q: QuoteTick) => q.Code === 'BTCUSD' && q.Time > first.Time;
      await clock.advance(1_000);
      const update = await socket.waitFor<ServerMessageOf<'DAY_MARKET'>>((m) => m.type === 'DAY_MARKET' && m.data.some(changed));
      expect(ServerMessage.safeParse(update).success).toBe(true);
      const btc = update.data.find(changed)!;
      expect(btc.MarketStatus).toBe(1);
      expect(decimals(btc.Close)).toBe(2);
      // A halted instrument does not move.
      expect(update.data.some((q) => q.Code === 'ETHUSD')).toBe(false);
    } finally {
      socket.close();
    }
  });

  it('KLINE.BTCUSD pushes the forming candle of every period', async () => {
    const socket = await openSocket(server.wsUrl);
    try {
      socket.send({ type: 'sub', channel: 'KLINE.BTCUSD' });
      socket.send({ type: 'ping', ts: 1 });
      await socket.waitFor((m) => m.type === 'pong'); // subscribed: messages are handled in order
      await clock.advance(1_000);
      const message = await socket.waitFor<ServerMessageOf<'KLINE'>>((m) => m.type === 'KLINE');
      expect(ServerMessage.safeParse(message).success).toBe(true);
      expect(message.code).toBe('BTCUSD');
      expect(message.channel).toBe('KLINE.BTCUSD');
      const now = clock.now();
      expect(message.data['1min'].Time).toBeGreaterThanOrEqual(now - (now % 60_000) - 60_000);
      for (const period of PERIODS) {
        const c = message.data[period];
        expect(Number(c.Low)).toBeLessThanOrEqual(Number(c.Close));
        expect(Number(c.High)).toBeGreaterThanOrEqual(Number(c.Close));
      }
      // Every period's forming candle ends at the same last price.
      expect(new Set(PERIODS.map((p) => message.data[p].Close)).size).toBe(1);
    } finally {
      socket.close();
    }
  });
});
