import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import { CANCEL, MY_DEAL, SET_STOPS, SUBMIT, startTrading, u, type TradingServer } from './harness.ts';

let t: TradingServer;
const START = [
  { code: 'EURUSD', bid: '1.10000', ask: '1.10020' },
  { code: 'GBPUSD', bid: '1.33520', ask: '1.33540' },
];

beforeAll(async () => {
  t = await startTrading();
});
afterAll(async () => {
  await t?.stop();
});
beforeEach(async () => {
  await t.tick(START);
});

const submit = (token: string, params: Record<string, string | number>) => t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 1, multiple: 100, ...params });
const closedEvents = (userId: number) => {
  const seen: ServerMessage[] = [];
  t.server.bus.subscribe(`FOREX_CLOSED:${userId}`, (m) => seen.push(m));
  return seen;
};

describe('pending orders', () => {
  it('a buy limit fills on the ask when the ask reaches its target, with fee and margin booked then', async () => {
    const { token, id } = await t.account();
    const placed = await submit(token, { status: 0, target_price: '1.09900' });
    expect(placed.data).toMatchObject({ Status: 0, OriginPrice: '1.09900', CautionMoney: '0.000000' });
    expect((await t.books(id)).balance).toBe(u('100000'));
    await t.tick([{ code: 'EURUSD', bid: '1.09930', ask: '1.09950' }]);
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(1);
    // The bid passing the target does not fill a buy: it executes on the ask.
    await t.tick([{ code: 'EURUSD', bid: '1.09880', ask: '1.09900' }]);
    const holding = (await t.api(token, MY_DEAL, { status: 1 })).data.data;
    expect(holding).toHaveLength(1);
    // 1 × 100,000 × 1.09900 ÷ 100 = 1,099 margin, fee 0.5495.
    expect(holding[0]).toMatchObject({ Id: placed.data.Id, Status: 1, Price: '1.09900', CautionMoney: '1099.000000', TradeFee: '0.549500' });
    const books = await t.books(id);
    expect(books).toMatchObject({ balance: u('99999.4505'), ledger: u('99999.4505'), margin: u('1099') });
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(0);
  });

  it('a buy stop fills at the tick price when the price gaps through its target', async () => {
    const { token } = await t.account();
    const placed = await submit(token, { status: 0, target_price: '1.10100' });
    await t.tick([{ code: 'EURUSD', bid: '1.10130', ask: '1.10150' }]);
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.data[0]).toMatchObject({ Id: placed.data.Id, Price: '1.10150' });
  });

  it('is cancelled with its reason when the margin is short at the trigger, and can be cancelled by hand', async () => {
    const { token, id } = await t.account();
    const events = closedEvents(id);
    const other = await submit(token, { status: 0, target_price: '1.00000', cont: '0.01' });
    const before = await t.books(id);
    const cancelled = await t.api(token, CANCEL, { id: other.data.Id });
    expect(cancelled).toMatchObject({ code: 1, msg: 'Cancelled' });
    expect(cancelled.data).toMatchObject({ Status: 3, CloseReason: 'cancelled' });
    expect(await t.books(id)).toMatchObject({ balance: before.balance, margin: before.margin });

    const placed = await submit(token, { status: 0, target_price: '1.09000', cont: '40', multiple: 50 });
    expect(placed.code).toBe(1);
    // 40 lots at 50 × is 87,200 of margin at the target; two more positions take most of the cash.
    expect((await submit(token, { cont: '40', multiple: 50 })).code).toBe(1);
    await t.tick([{ code: 'EURUSD', bid: '1.08980', ask: '1.09000' }]);
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(0);
    const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data;
    expect(history[0]).toMatchObject({ Id: placed.data.Id, CloseReason: 'margin_short', CautionMoney: '0.000000' });
    expect(events).toEqual([
      { type: 'FOREX_CLOSED', data: { Id: other.data.Id, reason: 'cancelled', Status: 3, Code: 'EURUSD', ShowCode: 'EUR/USD', OrderType: 1, Quantity: '0.01' } },
      { type: 'FOREX_CLOSED', data: { Id: placed.data.Id, reason: 'margin_short', Status: 3, Code: 'EURUSD', ShowCode: 'EUR/USD', OrderType: 1, Quantity: '40.00' } },
    ]);
    const after = await t.books(id);
    expect(after.ledger).toBe(after.balance);
  });
});

describe('take-profit and stop-loss', () => {
  it('a long take-profit fires on the first bid at or above it, at that bid', async () => {
    const { token, id } = await t.account();
    const events = closedEvents(id);
    const open = await submit(token, { target_profit_price: '1.10200', stop_loss_price: '1.09800' });
    await t.tick([{ code: 'EURUSD', bid: '1.10190', ask: '1.10210' }]);
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(1);
    await t.tick([{ code: 'EURUSD', bid: '1.10250', ask: '1.10270' }]);
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(0);
    // (1.10250 − 1.10020) × 100,000 = 230.
    expect((await t.api(token, MY_DEAL, { status: 3 })).data.data[0]).toMatchObject({ Id: open.data.Id, UpdatePrice: '1.10250', FactProfits: '230.000000', CloseReason: 'take_profit' });
    expect(events).toEqual([
      {
        type: 'FOREX_CLOSED',
        data: {
          Id: open.data.Id,
          reason: 'take_profit',
          Status: 3,
          Code: 'EURUSD',
          ShowCode: 'EUR/USD',
          OrderType: 1,
          Quantity: '1.00',
          UpdatePrice: '1.10250',
          TriggerPrice: '1.10200',
          FactProfits: '230.000000',
        },
      },
    ]);
    const books = await t.books(id);
    expect(books).toMatchObject({ balance: u('100229.4499'), ledger: u('100229.4499'), margin: 0n });
  });

  it('a short stop-loss fires on the first ask at or above it; set_stop_price moves it', async () => {
    const { token } = await t.account();
    const open = await submit(token, { type: 2, stop_loss_price: '1.10300' });
    const moved = await t.api(token, SET_STOPS, { id: open.data.Id, stop_loss_price: '1.10100', target_profit_price: '' });
    expect(moved).toMatchObject({ code: 1, msg: 'Take-profit and stop-loss set' });
    expect(moved.data).toMatchObject({ TargetLossPrice: '1.10100', TargetProfitPrice: '0.00000' });
    expect((await t.api(token, SET_STOPS, { id: open.data.Id, stop_loss_price: '1.09000' })).msg).toBe('The stop-loss price must be on the losing side of the current price.');
    await t.tick([{ code: 'EURUSD', bid: '1.10100', ask: '1.10120' }]);
    // (1.10000 − 1.10120) × 100,000 = −120.
    expect((await t.api(token, MY_DEAL, { status: 3 })).data.data[0]).toMatchObject({ Id: open.data.Id, UpdatePrice: '1.10120', FactProfits: '-120.000000', CloseReason: 'stop_loss' });
  });
});

describe('stop-out and negative balance protection', () => {
  it('closes the largest loss first, and only until the risk rate recovers', async () => {
    const { token, id } = await t.account();
    const events = closedEvents(id);
    const eur = await submit(token, { cont: '50', multiple: 500 });
    const gbp = await submit(token, { forex_id: t.id('GBPUSD'), cont: '10', multiple: 500 });
    // Margin 11,002 + 2,670.80; fees 5.501 + 1.3354.
    expect((await t.books(id)).margin).toBe(u('13672.8'));
    // EURUSD −94,800 and GBPUSD −200: equity 4,993.1636 is 36.5 % of the margin.
    await t.tick([{ code: 'EURUSD', bid: '1.08124', ask: '1.08144' }]);
    const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ Id: eur.data.Id, CloseReason: 'stop_out', FactProfits: '-94800.000000' });
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.data.map((o: { Id: number }) => o.Id)).toEqual([gbp.data.Id]);
    expect(await t.books(id)).toMatchObject({ balance: u('5193.1636'), ledger: u('5193.1636'), margin: u('2670.8') });
    // One FOREX_CLOSED for the position, then the stop-out's notice naming it.
    expect(events.map((e) => [e.type, (e as { data: { reason?: string } }).data.reason])).toEqual([
      ['FOREX_CLOSED', 'stop_out'],
      ['STOP_OUT', undefined],
    ]);
  });

  it('FOREX_TRADE warns of a margin call at a risk rate of 100 % or less, before the stop-out', async () => {
    const { token, id } = await t.account();
    const seen: ServerMessage[] = [];
    t.server.bus.subscribe(`FOREX_TRADE:${id}`, (m) => seen.push(m));
    await submit(token, { cont: '50', multiple: 500 });
    // −89,000 on 50 lots: equity 10,994.499 against 11,002 of margin, 99.93 %.
    await t.tick([{ code: 'EURUSD', bid: '1.08240', ask: '1.08260' }]);
    await t.clock.advance(1000);
    await t.server.trading.settled();
    expect(seen.at(-1)).toMatchObject({ data: { hazard_rate: '99.93', margin_call: true } });
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(1);
  });

  it('writes off a loss beyond the balance: the balance ends at 0, never below', async () => {
    const { token, id } = await t.account();
    const open = await submit(token, { cont: '50', multiple: 500 });
    await t.tick([{ code: 'EURUSD', bid: '1.05000', ask: '1.05020' }]);
    // (1.05000 − 1.10020) × 5,000,000 = −251,000 against a balance of 99,994.499.
    expect((await t.api(token, MY_DEAL, { status: 3 })).data.data[0]).toMatchObject({ Id: open.data.Id, CloseReason: 'stop_out', FactProfits: '-251000.000000' });
    expect(await t.books(id)).toMatchObject({ balance: 0n, ledger: 0n, margin: 0n });
    const writeOff = await t.server.db.selectFrom('ledger').selectAll().where('user_id', '=', BigInt(id)).where('type', '=', 7n).executeTakeFirstOrThrow();
    expect(writeOff).toMatchObject({ value: u('151005.501'), ref_type: 'order', ref_id: String(open.data.Id), balance_after: 0n });
  });
});

describe('live events and demo reset', () => {
  it('FOREX_TRADE carries each holding and the totals once a second', async () => {
    const { token, id } = await t.account();
    const seen: ServerMessage[] = [];
    t.server.bus.subscribe(`FOREX_TRADE:${id}`, (m) => seen.push(m));
    await t.clock.advance(1000);
    expect(seen).toHaveLength(0);
    const open = await submit(token, {});
    await t.tick([{ code: 'EURUSD', bid: '1.10120', ask: '1.10140' }]);
    await t.clock.advance(1000);
    await t.server.trading.settled();
    // +100 on 1,100.20 of margin: equity 100,099.4499 ÷ 1,100.20 = 9,098.29 % (rounded down).
    expect(seen.at(-1)).toEqual({
      type: 'FOREX_TRADE',
      data: {
        orders: [{ Id: open.data.Id, UpdatePrice: '1.10120', FactProfits: '100.000000', TargetLossPrice: '0.00000' }],
        all_fact_profits: '100.000000',
        hazard_rate: '9098.29',
        total_margin: '1100.200000',
        margin_call: false,
        equity: '100099.449900',
        available: '98999.249900',
        stop_out_level: '50',
      },
    });
  });

  it('a demo reset closes positions and cancels pending orders first', async () => {
    const { token, id } = await t.account();
    await submit(token, {});
    await submit(token, { status: 0, target_price: '1.00000' });
    await t.tick([{ code: 'EURUSD', bid: '1.09000', ask: '1.09020' }]);
    const reset = await t.api(token, '/v1/api/main/user/resetForexDemoAccount');
    expect(reset.data).toEqual({ balance: '100000.00' });
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(0);
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(0);
    const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data;
    expect(history.map((o: { CloseReason: string }) => o.CloseReason)).toEqual(['demo_reset', 'demo_reset']);
    expect(await t.books(id)).toMatchObject({ balance: u('100000'), ledger: u('100000'), margin: 0n });
  });
});

describe('a closed market', () => {
  // Monday 16:50 in New York: gold trades until its daily break at 17:00.
  const clock = createManualClock(Date.UTC(2026, 0, 5, 21, 50, 0));
  let g: TradingServer;
  beforeAll(async () => {
    g = await startTrading({}, clock);
  });
  afterAll(async () => {
    await g?.stop();
  });

  it('triggers nothing while closed; the first tick after the reopen decides', async () => {
    await g.tick([{ code: 'XAUUSD', bid: '4000.00', ask: '4000.30' }]);
    const { token } = await g.account();
    const open = await g.api(token, SUBMIT, { type: 1, cont: '1', forex_id: g.id('XAUUSD'), status: 1, multiple: 100, stop_loss_price: '3990.00' });
    expect(open.code).toBe(1);
    await clock.advance(15 * 60_000);
    expect(g.server.market.isOpen(g.id('XAUUSD'))).toBe(false);
    await g.tick([{ code: 'XAUUSD', bid: '3980.00', ask: '3980.30' }]);
    expect((await g.api(token, MY_DEAL, { status: 1 })).data.total).toBe(1);
    expect((await g.api(token, SUBMIT, { type: 1, cont: '1', forex_id: g.id('XAUUSD'), status: 1, multiple: 100 })).msg).toBe('This market is closed now. Please try again when it opens.');
    await clock.advance(60 * 60_000);
    await g.tick([{ code: 'XAUUSD', bid: '3970.00', ask: '3970.30' }]);
    // (3970.00 − 4000.30) × 1 × 100 = −3,030, at the first tick after the reopen.
    expect((await g.api(token, MY_DEAL, { status: 3 })).data.data[0]).toMatchObject({ Id: open.data.Id, UpdatePrice: '3970.00', FactProfits: '-3030.000000', CloseReason: 'stop_loss' });
  });
});
