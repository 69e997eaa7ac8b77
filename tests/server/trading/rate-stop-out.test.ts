import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerMessage } from '../../../src/contract/index.ts';
import { rateDependents } from '../../../src/server/engine/trading/rate-sources.ts';
import { DETAIL, MY_DEAL, SUBMIT, startTrading, u, type TradingServer } from './harness.ts';

// EURJPY's profit is in yen, converted to USD at USDJPY's rate: a USDJPY tick alone changes an
// EURJPY holder's equity, so it must re-check that account for stop-out and price its live
// profit at the new rate.

let t: TradingServer;
beforeAll(async () => {
  t = await startTrading();
  await t.tick([
    { code: 'USDJPY', bid: '149.990', ask: '150.010' },
    { code: 'EURJPY', bid: '175.000', ask: '175.020' },
  ]);
});
afterAll(async () => {
  await t?.stop();
});

it('knows which instruments take their USD rate from which', () => {
  const code = (id: number) => t.server.market.terms(id)!.code;
  const of = (source: string) => (rateDependents(t.server.market.instruments('en').map((i) => t.server.market.terms(i.Id)!)).get(t.id(source)) ?? []).map(code).sort();
  expect(of('USDJPY')).toEqual(['EURJPY', 'GBPJPY', 'JPN225']);
  expect(of('GBPUSD')).toEqual(['EURGBP']);
  expect(of('EURUSD')).toEqual(['GER40']);
  // USDCAD sets its own rate: it is checked as the ticked instrument already.
  expect(of('USDCAD')).toEqual([]);
});

it('a USDJPY move alone stops out an account holding only EURJPY, and live profit uses the new rate', async () => {
  const { token, id } = await t.account();
  const seen: ServerMessage[] = [];
  const off = t.server.bus.subscribe(`FOREX_TRADE:${id}`, (m) => void seen.push(m));
  const closed: ServerMessage[] = [];
  const offClosed = t.server.bus.subscribe(`FOREX_CLOSED:${id}`, (m) => void closed.push(m));
  // 100 lots long at 175.020: 10,000,000 yen per yen of price.
  const open = await t.api(token, SUBMIT, { type: 1, cont: '100', forex_id: t.id('EURJPY'), status: 1, multiple: 500 });
  expect(open.code).toBe(1);
  // EURJPY one yen lower: a loss of 10,200,000 yen = 68,000 USD at 150; the risk rate stays above 50 %.
  await t.tick([{ code: 'EURJPY', bid: '174.000', ask: '174.020' }]);
  expect((await t.api(token, MY_DEAL, { status: 1 })).data.data[0]).toMatchObject({ Id: open.data.Id, FactProfits: '-68000.000000' });
  await t.clock.advance(1000);
  expect(seen.at(-1)).toMatchObject({ data: { orders: [{ Id: open.data.Id, FactProfits: '-68000.000000' }] } });

  // USDJPY 150 → 120 and nothing else: the same yen loss is now 85,000 USD, and the live
  // profit FOREX_TRADE sends is priced at the new rate.
  await t.tick([{ code: 'USDJPY', bid: '119.990', ask: '120.010' }]);
  await t.clock.advance(1000);
  expect(seen.at(-1)).toMatchObject({ data: { orders: [{ Id: open.data.Id, FactProfits: '-85000.000000' }] } });
  expect(closed).toEqual([]);

  // USDJPY 120 → 110: 92,727.27 USD lost, equity under half the margin: stopped out by a
  // tick of an instrument the account does not hold.
  await t.tick([{ code: 'USDJPY', bid: '109.990', ask: '110.010' }]);
  expect(closed).toMatchObject([
    { type: 'FOREX_CLOSED', data: { Id: open.data.Id, reason: 'stop_out', FactProfits: '-92727.272727' } },
    { type: 'STOP_OUT', data: { orders: [{ Id: open.data.Id }] } },
  ]);
  expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(0);
  const detail = (await t.api(token, DETAIL)).data;
  expect(detail.margin).toBe('0.000000');
  const books = await t.books(id);
  expect(books.margin).toBe(0n);
  expect(books.balance).toBe(books.ledger);
  expect(books.balance).toBe(u('100000') - u(open.data.TradeFee) - u('92727.272727'));
  off();
  offClosed();
});
