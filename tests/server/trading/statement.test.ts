import { afterAll, beforeAll, expect, it } from 'vitest';
import { BALANCE, CLOSE, DETAIL, SUBMIT, startTrading, u, type TradingServer } from './harness.ts';

// Issue 18: each statement line (accountLog/forexChange) shows its amount as booked, so the
// lines a person reads add up to the balance shown, which is their sum rounded half-even to
// the cent (README, Trading rules).

const STATEMENT = '/v1/api/main/accountLog/forexChange';
let t: TradingServer;
beforeAll(async () => {
  t = await startTrading();
  await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10013' }]);
});
afterAll(async () => {
  await t?.stop();
});

it('shows fees and profits to 6 decimals, and the lines add up to the balance shown', async () => {
  const { token } = await t.account();
  const eurusd = t.id('EURUSD');
  // 0.37 lots × 100,000 × 1.10013 ÷ 100 = 407.0481 margin; fee × 0.0005 = 0.20352405, booked rounded up: 0.203525.
  const one = await t.api(token, SUBMIT, { type: 1, cont: '0.37', forex_id: eurusd, status: 1, multiple: 100 });
  const two = await t.api(token, SUBMIT, { type: 1, cont: '0.37', forex_id: eurusd, status: 1, multiple: 100 });
  expect([one.code, two.code]).toEqual([1, 1]);
  await t.tick([{ code: 'EURUSD', bid: '1.10071', ask: '1.10084' }]);
  for (const order of [one, two]) expect((await t.api(token, CLOSE, { id: order.data.Id })).code).toBe(1);

  const lines: { Value: string; Type: number }[] = (await t.api(token, STATEMENT, { page: 1 })).data.data;
  expect(lines.map((l) => [l.Type, l.Value])).toEqual([
    [4, '21.460000'], // (1.10071 − 1.10013) × 0.37 × 100,000
    [4, '21.460000'],
    [3, '-0.203525'],
    [3, '-0.203525'],
    [5, '100000.00'],
  ]);
  const sum = lines.reduce((total, line) => total + u(line.Value), 0n);
  expect(sum).toBe(u('100042.51295')); // rounded line by line to the cent they would add up to 100,042.52
  const shown = (await t.api(token, BALANCE)).data.balance;
  expect(shown).toBe('100042.51');
  expect((await t.api(token, DETAIL)).data.balance).toBe(shown);
});
