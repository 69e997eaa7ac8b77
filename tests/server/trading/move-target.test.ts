import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MY_DEAL, SUBMIT, startTrading, u, type TradingServer } from './harness.ts';

// set_target_price (issue 19 item 5): a pending order's entry line dragged on the chart moves
// its target under the rules of placing it, and the trigger follows.
const MOVE = '/v1/api/forex/set_target_price';
let t: TradingServer;
const START = [{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }];

beforeAll(async () => {
  t = await startTrading();
});
afterAll(async () => {
  await t?.stop();
});
beforeEach(async () => {
  await t.tick(START);
});

const submit = (token: string, params: Record<string, string | number>) => t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 0, multiple: 100, ...params });
const row = async (id: number) => {
  const r = await t.server.db.selectFrom('orders').select(['target_price', 'origin_price', 'pending_kind', 'take_profit', 'stop_loss']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
  return { ...r, pending_kind: Number(r.pending_kind) };
};

describe('set_target_price', () => {
  it('moves a buy limit: the old target no longer fills it, the new one does; stops and money stay', async () => {
    const { token, id } = await t.account();
    const placed = await submit(token, { target_price: '1.09900', target_profit_price: '1.10500', stop_loss_price: '1.09000' });
    const moved = await t.api(token, MOVE, { id: placed.data.Id, target_price: '1.09700' });
    expect(moved).toMatchObject({ code: 1, msg: 'Order price changed' });
    expect(moved.data).toMatchObject({ Id: placed.data.Id, Status: 0, OriginPrice: '1.09700', TargetProfitPrice: '1.10500', TargetLossPrice: '1.09000' });
    expect(await row(placed.data.Id)).toMatchObject({ target_price: u('1.097'), origin_price: u('1.097'), pending_kind: 1, take_profit: u('1.105'), stop_loss: u('1.09') });
    expect(await t.books(id)).toMatchObject({ balance: u('100000'), ledger: u('100000'), margin: 0n });

    await t.tick([{ code: 'EURUSD', bid: '1.09880', ask: '1.09900' }]);
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(1);
    await t.tick([{ code: 'EURUSD', bid: '1.09680', ask: '1.09700' }]);
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.data[0]).toMatchObject({ Id: placed.data.Id, Price: '1.09700' });
  });

  it('a limit stays a limit: a target moved past the price is refused, as placing a buy limit there would be', async () => {
    const { token } = await t.account();
    const placed = await submit(token, { target_price: '1.09900' });
    const reply = await t.api(token, MOVE, { id: placed.data.Id, target_price: '1.10100' });
    expect(reply.code).not.toBe(1);
    expect(reply.msg).toMatch(/buy limit/i);
    expect(await row(placed.data.Id)).toMatchObject({ target_price: u('1.099'), pending_kind: 1 });
  });

  it('refuses what placing would refuse, and changes nothing', async () => {
    const { token } = await t.account();
    const other = await t.account();
    const placed = await submit(token, { target_price: '1.09900', stop_loss_price: '1.09500' });
    const holding = await submit(token, { status: 1 });
    const refused = async (params: Record<string, string | number>, token_ = token) => {
      const reply = await t.api(token_, MOVE, { id: placed.data.Id, ...params });
      expect(reply.code).not.toBe(1);
      expect(await row(placed.data.Id)).toMatchObject({ target_price: u('1.099'), pending_kind: 1 });
      return reply.msg;
    };
    expect(await refused({ target_price: '1.09400' })).toBe('The stop-loss price must be on the losing side of the current price.');
    expect(await refused({ target_price: '' })).toMatch(/price/i);
    // Another account's order, and a holding (its entry is where it filled), are not found.
    const notFound = await refused({ target_price: '1.09800' }, other.token);
    expect((await t.api(token, MOVE, { id: holding.data.Id, target_price: '1.09800' })).msg).toBe(notFound);
    // 80 lots pending at 1:100 need 87,920 of margin at the target: free margin covers it now,
    // not once 20 more lots hold about 22,000 (at the new target it would need 87,840 and the fee).
    const big = await submit(token, { target_price: '1.09900', cont: '80' });
    expect(big.code).toBe(1);
    expect((await t.api(token, SUBMIT, { type: 1, cont: '20', forex_id: t.id('EURUSD'), status: 1, multiple: 100 })).code).toBe(1);
    const short = await t.api(token, MOVE, { id: big.data.Id, target_price: '1.09800' });
    expect(short.code).not.toBe(1);
    expect(short.msg).toMatch(/margin/i);
    expect((await row(big.data.Id)).target_price).toBe(u('1.099'));
  });
});
