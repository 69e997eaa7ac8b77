import { describe, expect, it } from 'vitest';
import { callTables, calls, ClientMessage, decimalString, Instrument, LANGS, normalizeLang, ServerMessage } from '../../src/contract/index.ts';

// SPEC.md section 7, call by call: method and path exactly as the wire has them.
const SPEC_CALLS = [
  'GET /api/user/info',
  'POST /api/user/loginForU',
  'GET /api/user/createAccountDemoForU',
  'POST /api/user/register',
  'POST /api/user/forget_password',
  'POST /api/user/amend_password',
  'POST /api/notify/send_email',
  'POST /api/notify/send_sms',
  'GET /api/default/area_list',
  'GET /api/default/setting',
  'POST /api/user_real/real_name',
  'GET /api/user_real/center',
  'POST /api/common/image_upload',
  'GET /api/basicSet/getBasicInfo',
  'GET /api/company/getCompanyStatus',
  'GET /api/company/getCompany',
  'GET /api/news/list',
  'GET /api/news/info',
  'GET /v1/api/forex/trade_list',
  'GET /v1/api/forex/getCategories',
  'GET /v1/api/forex/abbreviated_cache_kline',
  'GET /v1/api/forex/kline',
  'GET /v1/api/forex/submit',
  'GET /v1/api/forex/my_deal',
  'GET /v1/api/forex/close',
  'GET /v1/api/forex/cancel_trade',
  'GET /v1/api/forex/set_stop_price',
  'GET /api/follow/list',
  'GET /v1/api/main/user/resetForexDemoAccount',
  'GET /v1/api/main/wallet/getBalance',
  'GET /v1/api/main/account/forexDetail',
  'GET /v1/api/main/accountLog/forexChange',
  'GET /api/quickCharge/info',
  'GET /api/quickCharge/submit',
  'GET /api/quickCharge/wire_submit',
  'GET /api/quickCharge/quick_ist',
  'GET /api/account/draw_symbol_list',
  'POST /api/account/draw',
  'GET /api/account/draw_list',
  'GET /api/wallet/get_draw_method',
  'POST /api/wallet/bind_draw_method',
  'POST /api/wallet/del_draw_method',
];

describe('the call table', () => {
  const table = Object.values(calls).map((c) => `${c.method} ${c.path}`);

  it('holds every call of SPEC.md section 7 with its method and path', () => {
    for (const spec of SPEC_CALLS) expect(table).toContain(spec);
  });

  it('defines each call exactly once across the domain tables, and joins them all', () => {
    const names = Object.values(callTables).flatMap((domain) => Object.keys(domain));
    const wire = Object.values(callTables).flatMap((domain) => Object.values(domain).map((c) => `${c.method} ${c.path}`));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(wire).size).toBe(wire.length);
    expect(names.sort()).toEqual(Object.keys(calls).sort());
    for (const spec of SPEC_CALLS) expect(wire.filter((w) => w === spec)).toHaveLength(1);
  });

  it('sends form-encoded bodies exactly where SPEC.md says so', () => {
    const forms = Object.values(calls)
      .filter((c) => c.body === 'form')
      .map((c) => c.path);
    for (const p of ['/api/user/loginForU', '/api/user/register', '/api/account/draw', '/api/wallet/bind_draw_method', '/api/wallet/del_draw_method']) expect(forms).toContain(p);
  });

  it('asks for a real account on deposit, withdraw, wallet, verification and password calls', () => {
    for (const name of ['chargeInfo', 'draw', 'drawList', 'bindDrawMethod', 'realName', 'amendPassword'] as const) expect(calls[name].access).toBe('real');
    expect(calls.tradeList.access).toBe('guest');
    expect(calls.myDeal.access).toBe('session');
  });

  it('marks user info silent so a failed start-up check shows no toast', () => {
    expect(calls.userInfo.silent).toBe(true);
  });

  it('reads query strings as the server receives them and refuses bad values', () => {
    expect(calls.kline.input.parse({ forex_id: '3', period: '5min' })).toEqual({ forex_id: 3, period: '5min' });
    expect(calls.kline.input.safeParse({ forex_id: '3', period: '2min' }).success).toBe(false);
    expect(calls.kline.input.safeParse({ forex_id: 'abc', period: '1min' }).success).toBe(false);
    expect(calls.submit.input.safeParse({ type: '1', cont: '-1', forex_id: '1', status: '1', multiple: '100' }).success).toBe(false);
    expect(calls.submit.input.parse({ type: '1', cont: '0.10', forex_id: '1', status: '1', multiple: '100' }).cont).toBe('0.10');
  });
});

describe('wire values', () => {
  it('money travels as decimal strings and readers accept numbers too', () => {
    expect(decimalString.parse('1.08000')).toBe('1.08000');
    expect(decimalString.parse(1.5)).toBe('1.5');
    expect(decimalString.safeParse('1e5').success).toBe(false);
  });

  it('an instrument without leverage values is still a valid instrument', () => {
    const quote = { Open: '1', Close: '1', Change: '0.00', High: '1', Low: '1', Bid: '1', Ask: '1.1', Time: 0 };
    const parsed = Instrument.parse({
      Id: 1,
      Code: 'NGAS',
      ShowCode: 'NGAS',
      Name: 'Natural Gas',
      QuoteCurrency: 'USD',
      BaseCurrency: 'NGAS',
      ProfitContNum: '10000',
      NextOpen: null,
      Logo: '/logos/ngas.svg',
      CategoryId: 3,
      MarketStatus: 1,
      PricePrecision: 3,
      Pip: '0.01',
      ForexMinCont: '0.01',
      ForexContNum: '10000',
      ForexFeeRate: '0.0005',
      MarginMode: 2,
      HasForexMultiple: [],
      ForexQuotations: quote,
    });
    expect(parsed.HasForexMultiple).toEqual([]);
  });
});

describe('socket messages', () => {
  it('accept login, sub, unsub and ping and refuse unknown channels', () => {
    expect(ClientMessage.parse({ type: 'sub', channel: 'KLINE.EURUSD' })).toEqual({ type: 'sub', channel: 'KLINE.EURUSD' });
    expect(ClientMessage.safeParse({ type: 'sub', channel: 'ALL_THE_THINGS' }).success).toBe(false);
    expect(ClientMessage.safeParse({ type: 'ping' }).success).toBe(false);
  });
  it('describe DAY_MARKET batches of quote ticks', () => {
    const tick = { Id: 1, Code: 'BTCUSD', MarketStatus: 1, NextOpen: null, Open: '1', Close: '2', Change: '100.00', High: '2', Low: '1', Bid: '2', Ask: '2.1', Time: 1 };
    expect(ServerMessage.parse({ type: 'DAY_MARKET', data: [tick] }).type).toBe('DAY_MARKET');
  });
});

describe('languages', () => {
  it('has the 18 codes with hk as the default and a saved tw read as hk', () => {
    expect(LANGS).toHaveLength(18);
    expect(normalizeLang('tw')).toBe('hk');
    expect(normalizeLang(undefined)).toBe('hk');
    expect(normalizeLang('zz')).toBe('hk');
    expect(normalizeLang('ar')).toBe('ar');
  });
});
