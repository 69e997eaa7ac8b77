import { afterAll, beforeAll, expect, it } from 'vitest';
import { ServerMessage } from '../../../src/contract/index.ts';
import { privateSocket } from '../helpers.ts';
import { MY_DEAL, SUBMIT, startTrading, type TradingServer } from './harness.ts';

let t: TradingServer;
beforeAll(async () => {
  t = await startTrading();
  await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
});
afterAll(async () => {
  await t?.stop();
});

it('the socket delivers FOREX_TRADE and FOREX_CLOSED to their owner only, in the contract shape', async () => {
  const owner = await t.account();
  const other = await t.account();
  const mine = await privateSocket(t.server.wsUrl, owner.token);
  mine.send({ type: 'sub', channel: 'FOREX_TRADE' });
  const theirs = await privateSocket(t.server.wsUrl, other.token);
  theirs.send({ type: 'sub', channel: 'FOREX_TRADE' });
  // A ping answered means the subscriptions sent before it are in place.
  mine.send({ type: 'ping', ts: 1 });
  theirs.send({ type: 'ping', ts: 1 });
  await mine.waitFor((m) => m.type === 'pong');
  await theirs.waitFor((m) => m.type === 'pong');

  const open = await t.api(owner.token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 1, multiple: 100, stop_loss_price: '1.09900' });
  await t.clock.advance(1000);
  const trade = await mine.waitFor((m) => m.type === 'FOREX_TRADE');
  // Equity 100,000 − 0.5501 fee − 20; free margin that less the 1,100.20 held; stop-out at 50 %.
  expect(ServerMessage.parse(trade)).toMatchObject({
    data: {
      orders: [{ Id: open.data.Id, UpdatePrice: '1.10000', FactProfits: '-20.000000', TargetLossPrice: '1.09900' }],
      total_margin: '1100.200000',
      equity: '99979.449900',
      available: '98879.249900',
      stop_out_level: '50',
      margin_call: false,
    },
  });

  // A gap through the stop-loss: it fires at the tick's bid, 1.09890, 1 pip below its 1.09900.
  await t.tick([{ code: 'EURUSD', bid: '1.09890', ask: '1.09910' }]);
  const closed = await mine.waitFor((m) => m.type === 'FOREX_CLOSED');
  expect(ServerMessage.parse(closed)).toEqual({
    type: 'FOREX_CLOSED',
    data: {
      Id: open.data.Id,
      reason: 'stop_loss',
      Status: 3,
      Code: 'EURUSD',
      ShowCode: 'EUR/USD',
      OrderType: 1,
      Quantity: '1.00',
      UpdatePrice: '1.09890',
      TriggerPrice: '1.09900',
      FactProfits: '-130.000000',
    },
  });
  // History keeps both, so it can show the slippage.
  const history = await t.api(owner.token, MY_DEAL, { status: 3 });
  expect(history.data.data[0]).toMatchObject({ Id: open.data.Id, CloseReason: 'stop_loss', UpdatePrice: '1.09890', TriggerPrice: '1.09900' });
  expect(history.data.all_fact_profits).toBe('-130.000000'); // the history tab's header: realised
  theirs.send({ type: 'ping', ts: 2 });
  await theirs.waitFor((m) => m.type === 'pong' && m.ts === 2);
  expect(theirs.received.filter((m) => m.type === 'FOREX_TRADE' || m.type === 'FOREX_CLOSED')).toEqual([]);
  mine.close();
  theirs.close();
});

it('a stop-out sends one STOP_OUT naming every position it closed, after their FOREX_CLOSED', async () => {
  const owner = await t.account();
  const socket = await privateSocket(t.server.wsUrl, owner.token);
  socket.send({ type: 'sub', channel: 'FOREX_CLOSED' });
  socket.send({ type: 'ping', ts: 1 });
  await socket.waitFor((m) => m.type === 'pong');
  await t.tick([
    { code: 'EURUSD', bid: '1.10000', ask: '1.10020' },
    { code: 'GBPUSD', bid: '1.30000', ask: '1.30020' },
  ]);
  const eur = await t.api(owner.token, SUBMIT, { type: 1, cont: '40', forex_id: t.id('EURUSD'), status: 1, multiple: 500 });
  const gbp = await t.api(owner.token, SUBMIT, { type: 1, cont: '40', forex_id: t.id('GBPUSD'), status: 1, multiple: 500 });
  expect([eur.code, gbp.code]).toEqual([1, 1]);
  // Both fall about 3 %: bought at the ask, they lose 132,800 and 156,800 at the bid, far past the balance.
  await t.tick([
    { code: 'EURUSD', bid: '1.06700', ask: '1.06720' },
    { code: 'GBPUSD', bid: '1.26100', ask: '1.26120' },
  ]);
  const summary = ServerMessage.parse(await socket.waitFor((m) => m.type === 'STOP_OUT'));
  const closed = socket.received.filter((m) => m.type === 'FOREX_CLOSED').map((m) => ServerMessage.parse(m));
  expect(closed.map((m) => m.type === 'FOREX_CLOSED' && [m.data.Id, m.data.reason])).toEqual([
    [gbp.data.Id, 'stop_out'],
    [eur.data.Id, 'stop_out'],
  ]);
  expect(summary).toMatchObject({
    type: 'STOP_OUT',
    data: {
      orders: [
        { Id: gbp.data.Id, ForexTradeLists: { ShowCode: 'GBP/USD' }, Quantity: '40.00', UpdatePrice: '1.26100', FactProfits: '-156800.000000' },
        { Id: eur.data.Id, ForexTradeLists: { ShowCode: 'EUR/USD' }, Quantity: '40.00', UpdatePrice: '1.06700', FactProfits: '-132800.000000' },
      ],
    },
  });
  socket.close();
});
