import { afterAll, expect, it } from 'vitest';
import { createManualClock } from '../../../src/server/clock.ts';
import { MONDAY_OPEN, MY_DEAL, SET_STOPS, SUBMIT, startTrading, type TradingServer } from './harness.ts';

// Issue 19: a trailing stop, set as a distance, moves the stop-loss behind the price only in the
// trader's favour, on ticks; it survives a restart; the stop it reached closes the position as
// the trailing stop, with its level and fill kept for the slippage.

let t: TradingServer | undefined;
afterAll(async () => {
  await t?.stop();
});

it('follows the price up, never down, survives a restart, and closes as the trailing stop', async () => {
  const clock = createManualClock(MONDAY_OPEN);
  const first = await startTrading({}, clock);
  await first.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  const { token } = await first.account();
  const long = await first.api(token, SUBMIT, { type: 1, cont: '1', forex_id: first.id('EURUSD'), status: 1, multiple: 100, stop_loss_price: '1.09500' });
  expect(long.code).toBe(1);
  // 20 pips: the stop-loss moves at once from 1.09500 to 20 pips under the bid.
  const set = await first.api(token, SET_STOPS, { id: long.data.Id, target_profit_price: '', stop_loss_price: '1.09500', trailing_stop: '0.00200' });
  expect(set.data).toMatchObject({ TargetLossPrice: '1.09800', TrailingStop: '0.00200' });
  const stopLoss = async (api = first) => (await api.api(token, MY_DEAL, { status: 1 })).data.data[0].TargetLossPrice;

  await first.tick([{ code: 'EURUSD', bid: '1.10150', ask: '1.10170' }]);
  expect(await stopLoss()).toBe('1.09950');
  // The price falls back: the stop stays where it was.
  await first.tick([{ code: 'EURUSD', bid: '1.10060', ask: '1.10080' }]);
  expect(await stopLoss()).toBe('1.09950');
  const dataDir = first.server.dataDir;
  await first.stop({ keepData: true });

  t = await startTrading({ dataDir }, clock);
  await t.tick([{ code: 'EURUSD', bid: '1.10060', ask: '1.10080' }]);
  expect(await stopLoss(t)).toBe('1.09950');
  await t.tick([{ code: 'EURUSD', bid: '1.10300', ask: '1.10320' }]);
  expect(await stopLoss(t)).toBe('1.10100');
  // A gap down through it: closed at the tick's bid as the trailing stop.
  await t.tick([{ code: 'EURUSD', bid: '1.10090', ask: '1.10110' }]);
  const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data;
  expect(history[0]).toMatchObject({ Id: long.data.Id, CloseReason: 'trailing_stop', TriggerPrice: '1.10100', UpdatePrice: '1.10090', TrailingStop: '0.00200', FactProfits: '70.000000' });
});

it('trails a short above the price, and a tighter stop-loss given with it is kept', async () => {
  t ??= await startTrading();
  await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  const { token } = await t.account();
  const short = await t.api(token, SUBMIT, { type: 2, cont: '1', forex_id: t.id('EURUSD'), status: 1, multiple: 100 });
  // A short closes on the ask: 50 pips above it would be 1.10520; the 1.10100 given is tighter and stays.
  const set = await t.api(token, SET_STOPS, { id: short.data.Id, stop_loss_price: '1.10100', trailing_stop: '0.00500' });
  expect(set.data).toMatchObject({ TargetLossPrice: '1.10100', TrailingStop: '0.00500' });
  await t.tick([{ code: 'EURUSD', bid: '1.09480', ask: '1.09500' }]);
  expect((await t.api(token, MY_DEAL, { status: 1 })).data.data[0].TargetLossPrice).toBe('1.10000');
  // Without a trailing stop, the stop-loss stays put.
  await t.api(token, SET_STOPS, { id: short.data.Id, stop_loss_price: '1.10000', trailing_stop: '' });
  await t.tick([{ code: 'EURUSD', bid: '1.09000', ask: '1.09020' }]);
  const order = (await t.api(token, MY_DEAL, { status: 1 })).data.data[0];
  expect(order.TargetLossPrice).toBe('1.10000');
  expect(order.TrailingStop).toBeUndefined();
});
