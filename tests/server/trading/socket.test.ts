import { afterAll, beforeAll, expect, it } from 'vitest';
import { ServerMessage } from '../../../src/contract/index.ts';
import { privateSocket } from '../helpers.ts';
import { SUBMIT, startTrading, type TradingServer } from './harness.ts';

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
  expect(ServerMessage.parse(trade)).toMatchObject({ data: { orders: [{ Id: open.data.Id, UpdatePrice: '1.10000', FactProfits: '-20.000000' }], total_margin: '1100.200000' } });

  await t.tick([{ code: 'EURUSD', bid: '1.09890', ask: '1.09910' }]);
  const closed = await mine.waitFor((m) => m.type === 'FOREX_CLOSED');
  expect(ServerMessage.parse(closed)).toEqual({ type: 'FOREX_CLOSED', data: { Id: open.data.Id, reason: 'stop_loss', Status: 3, UpdatePrice: '1.09890', FactProfits: '-130.000000' } });
  theirs.send({ type: 'ping', ts: 2 });
  await theirs.waitFor((m) => m.type === 'pong' && m.ts === 2);
  expect(theirs.received.filter((m) => m.type === 'FOREX_TRADE' || m.type === 'FOREX_CLOSED')).toEqual([]);
  mine.close();
  theirs.close();
});
