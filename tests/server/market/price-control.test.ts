import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { MARKET_CONTROL_PATH } from '../../../src/server/http/market-control.ts';
import { startServer } from '../helpers.ts';
import { MY_DEAL, SUBMIT, startTrading, type TradingServer } from '../trading/harness.ts';

// The e2e price control (MARKET_CONTROL=1): a loopback POST holds an instrument at a quote that
// reaches the engine as a real tick, and the feed cannot move it until it is released.

let t: TradingServer;
beforeAll(async () => {
  t = await startTrading({ marketControl: true });
  await t.tick([{ code: 'ETHUSD', bid: '3600.00', ask: '3601.50' }]);
});
afterAll(async () => {
  await t?.stop();
});

const control = (payload: unknown, remoteAddress = '127.0.0.1') => t.server.app.inject({ method: 'POST', url: MARKET_CONTROL_PATH, payload: payload as object, remoteAddress });
const eth = () => t.server.market.quote(t.id('ETHUSD'))!;

describe('the price control', () => {
  it('holds a price as a real tick: a stop-loss it crosses closes the order', async () => {
    const { token } = await t.account();
    const placed = await t.api(token, SUBMIT, { type: 1, cont: '0.10', forex_id: t.id('ETHUSD'), status: 1, multiple: 10, stop_loss_price: '3550.00' });
    expect(placed.code, placed.msg).toBe(1);
    const reply = await control({ code: 'ethusd', bid: '3549.00', ask: '3550.50' });
    expect(reply.json()).toMatchObject({ code: 1, data: { code: 'ETHUSD', bid: '3549.00', ask: '3550.50', held: true } });
    await t.server.trading.settled();
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(0);
    const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ Id: placed.data.Id, UpdatePrice: '3549.00', CloseReason: 'stop_loss' });
  });

  it('keeps the feed from moving a held instrument until it is released, and leaves the others alone', async () => {
    await control({ code: 'ETHUSD', bid: '3700.00', ask: '3701.00' });
    await t.tick([
      { code: 'ETHUSD', bid: '3800.00', ask: '3801.00' },
      { code: 'EURUSD', bid: '1.10000', ask: '1.10020' },
    ]);
    expect(eth()).toMatchObject({ bid: 370000, ask: 370100 });
    expect(t.server.market.quote(t.id('EURUSD'))).toMatchObject({ bid: 110000, ask: 110020 });
    expect((await control({ code: 'ETHUSD', release: true })).json()).toMatchObject({ code: 1, data: { held: false } });
    await t.tick([{ code: 'ETHUSD', bid: '3800.00', ask: '3801.00' }]);
    expect(eth()).toMatchObject({ bid: 380000, ask: 380100 });
    expect((await control({ code: 'ETHUSD', release: true })).statusCode).toBe(400);
  });

  it('answers loopback only, refuses what does not read, and changes nothing then', async () => {
    const before = eth();
    const refused = await control({ code: 'ETHUSD', bid: '1.00', ask: '2.00' }, '10.0.0.7');
    expect(refused.statusCode).toBe(403);
    for (const bad of [
      { code: 'ETHUSD', bid: '3700.00' },
      { code: 'ETHUSD', bid: '-1', ask: '2' },
      { code: 'NOPE', bid: '1.00', ask: '2.00' },
      { code: 'ETHUSD', bid: '3700.00', ask: '3700.00' },
    ]) {
      expect((await control(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(eth()).toEqual(before);
  });
});

describe('MARKET_CONTROL', () => {
  it('is off unless set: the route does not exist', async () => {
    const plain = await startServer({}, { runMarket: false });
    try {
      const reply = await plain.app.inject({ method: 'POST', url: MARKET_CONTROL_PATH, payload: { code: 'ETHUSD', bid: '1.00', ask: '2.00' }, remoteAddress: '127.0.0.1' });
      expect(reply.statusCode).toBe(404);
    } finally {
      await plain.stop();
    }
  });

  it('is refused by production: the server does not start with it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MARKET_CONTROL: '1' })).toThrow(/MARKET_CONTROL/);
    expect(loadConfig({ MARKET_CONTROL: '1' })).toMatchObject({ marketControl: true });
    expect(loadConfig({})).toMatchObject({ marketControl: false });
  });
});
