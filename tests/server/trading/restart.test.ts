import { afterAll, expect, it } from 'vitest';
import { createManualClock } from '../../../src/server/clock.ts';
import { MONDAY_OPEN, MY_DEAL, SUBMIT, startTrading, type TradingServer } from './harness.ts';

let t: TradingServer | undefined;
afterAll(async () => {
  await t?.stop();
});

it('a restart rebuilds open positions and pending orders from the database, with their triggers', async () => {
  const clock = createManualClock(MONDAY_OPEN);
  const first = await startTrading({}, clock);
  await first.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  const { token, id } = await first.account();
  const eurusd = first.id('EURUSD');
  const holding = await first.api(token, SUBMIT, { type: 1, cont: '2', forex_id: eurusd, status: 1, multiple: 100, stop_loss_price: '1.09500', client_key: 'restart-1' });
  const pending = await first.api(token, SUBMIT, { type: 2, cont: '1', forex_id: eurusd, status: 0, multiple: 100, target_price: '1.10500' });
  expect([holding.code, pending.code]).toEqual([1, 1]);
  const dataDir = first.server.dataDir;
  await first.stop({ keepData: true });

  t = await startTrading({ dataDir }, clock);
  expect(t.server.trading.openOrders()).toBe(2);
  await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  expect((await t.api(token, MY_DEAL, { status: 1 })).data.data[0]).toMatchObject({ Id: holding.data.Id, Quantity: '2.00', CautionMoney: '2200.400000', TargetLossPrice: '1.09500' });
  expect((await t.api(token, MY_DEAL, { status: 0 })).data.data[0]).toMatchObject({ Id: pending.data.Id, OriginPrice: '1.10500' });
  // The same client_key after the restart still finds the first order.
  expect((await t.api(token, SUBMIT, { type: 1, cont: '2', forex_id: eurusd, status: 1, multiple: 100, client_key: 'restart-1' })).data.Id).toBe(holding.data.Id);
  // New ids continue after the stored ones.
  const next = await t.api(token, SUBMIT, { type: 1, cont: '0.01', forex_id: eurusd, status: 1, multiple: 100 });
  expect(next.data.Id).toBeGreaterThan(pending.data.Id);
  // The rebuilt triggers fire: the sell limit on the bid, the stop-loss on the bid.
  await t.tick([{ code: 'EURUSD', bid: '1.10500', ask: '1.10520' }]);
  expect((await t.api(token, MY_DEAL, { status: 1 })).data.data.map((o: { Id: number }) => o.Id)).toContain(pending.data.Id);
  await t.tick([{ code: 'EURUSD', bid: '1.09400', ask: '1.09420' }]);
  const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data;
  expect(history.find((o: { Id: number }) => o.Id === holding.data.Id)).toMatchObject({ CloseReason: 'stop_loss', UpdatePrice: '1.09400' });
  const books = await t.books(id);
  expect(books.ledger).toBe(books.balance);
});
