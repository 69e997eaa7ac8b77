import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MY_DEAL, SUBMIT, startTrading, type TradingServer } from './harness.ts';

// A security probe: a stop-loss or take-profit under one price step rounded to nothing and was
// dropped, while the order answered "confirmed". It is refused, and nothing is placed.
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

const submit = (token: string, params: Record<string, string | number>) => t.api(token, SUBMIT, { type: 2, cont: '1', forex_id: t.id('EURUSD'), status: 1, multiple: 100, ...params });

describe('a price under one price step', () => {
  it('as a take-profit or stop-loss of a new order is refused with the step, and no order is placed', async () => {
    const { token } = await t.account();
    // A sell's take-profit below the price: 0.000001 is on the right side but rounds to 0 points.
    const tp = await submit(token, { target_profit_price: '0.000001' });
    expect(tp).toMatchObject({ msg: 'Please enter a price of at least 0.00001, the smallest price step of this instrument.' });
    expect(tp.code).not.toBe(1);
    const pending = await submit(token, { status: 0, target_price: '0.000004' });
    expect(pending.msg).toBe('Please enter a price of at least 0.00001, the smallest price step of this instrument.');
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(0);
    expect((await t.api(token, MY_DEAL, { status: 0 })).data.total).toBe(0);
    // 0 and empty still mean "none".
    expect((await submit(token, { target_profit_price: '0', stop_loss_price: '' })).code).toBe(1);
  });

  it('as a new stop of an open position is refused, and the position keeps its stops', async () => {
    const { token } = await t.account();
    const placed = await submit(token, { stop_loss_price: '1.10500' });
    expect(placed.code).toBe(1);
    const reply = await t.api(token, '/v1/api/forex/set_stop_price', { id: placed.data.Id, stop_loss_price: '1.10500', target_profit_price: '0.0000001' });
    expect(reply.code).not.toBe(1);
    expect(reply.msg).toContain('0.00001');
    const [open] = (await t.api(token, MY_DEAL, { status: 1 })).data.data;
    expect(open).toMatchObject({ Id: placed.data.Id, TargetLossPrice: '1.10500', TargetProfitPrice: '0.00000' });
  });
});
