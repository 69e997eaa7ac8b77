import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { orderWire } from '../../../src/server/http/order-wire.ts';
import { fromUnits } from '../../../src/server/units.ts';
import { BOT_STEP_MS } from '../../../src/server/engine/ranking/bots.ts';
import { RANK_REFRESH_MS } from '../../../src/server/engine/ranking/index.ts';
import { SYSTEM_TRADERS } from '../../../src/server/engine/ranking/system-traders.ts';
import { call } from '../helpers.ts';
import { startTrading, type TradingServer } from '../trading/harness.ts';

const FLAT = { code: 'EURUSD', bid: '1.10000', ask: '1.10020' };

async function followList(t: TradingServer) {
  const { body } = await call(t.server.baseUrl, 'GET', '/api/follow/list', { page: 1 });
  expect(body.code).toBe(ResultCode.OK);
  return body.data as { data: Array<Record<string, any>>; total: number };
}

/** What the ranking must show for a trader, computed here from the rows of the orders table. */
async function expectedFrom(t: TradingServer, userId: number) {
  const rows = await t.server.db.selectFrom('orders').selectAll().where('user_id', '=', BigInt(userId)).where('status', '=', 3n).where('opened_at', '>', 0n).execute();
  const profit = rows.reduce((s, r) => s + BigInt(r.profit), 0n);
  const margin = rows.reduce((s, r) => s + BigInt(r.margin), 0n);
  return {
    rows,
    three_week_profit: fromUnits(profit, 2),
    three_week_rate: new Decimal(profit.toString()).div(margin.toString()).times(100).toFixed(2),
    three_week_win: new Decimal(rows.filter((r) => BigInt(r.profit) > 0n).length).div(rows.length).times(100).toFixed(2),
    total_trade_num: rows.length,
  };
}

describe('the trader ranking from orders placed through the engine', () => {
  let t: TradingServer;
  beforeAll(async () => {
    t = await startTrading();
    await t.tick([FLAT]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('lists every system trader with all the fields of a copy-trader, before any trade at zero', async () => {
    const { data, total } = await followList(t);
    expect(total).toBe(SYSTEM_TRADERS.length);
    expect(data.map((d) => d.user.name).sort()).toEqual(SYSTEM_TRADERS.map((s) => s.name).sort());
    for (const d of data) {
      expect(Object.keys(d).sort()).toEqual(['code', 'multiple', 'three_week_profit', 'three_week_rate', 'three_week_win', 'total_rate', 'total_trade_num', 'user']);
      expect(d).toMatchObject({ three_week_profit: '0.00', three_week_rate: '0.00', three_week_win: '0.00', total_trade_num: 0 });
    }
  });

  it('shows income, profit rate and win rate that match the closed orders of a trader', async () => {
    const userId = t.server.systemTraders.get('SYS001')!;
    const eurusd = t.id('EURUSD');
    // A winning buy: opens at the ask 1.10020, closes at the bid 1.10120: +0.00100 x 100,000 x 0.1 lot = +10 USD.
    const win = await t.server.trading.submit(userId, { type: 1, cont: '0.1', forex_id: eurusd, status: 1, multiple: 100 });
    await t.tick([{ code: 'EURUSD', bid: '1.10120', ask: '1.10140' }]);
    await t.server.trading.close(userId, orderWire(win).Id);
    // Two losing sells: 0.2 lot from the bid 1.10120 to the ask 1.10170 (-10 USD), 0.1 lot from 1.10150 to 1.10180 (-3 USD).
    const loss = await t.server.trading.submit(userId, { type: 2, cont: '0.2', forex_id: eurusd, status: 1, multiple: 50 });
    await t.tick([{ code: 'EURUSD', bid: '1.10150', ask: '1.10170' }]);
    await t.server.trading.close(userId, orderWire(loss).Id);
    const loss2 = await t.server.trading.submit(userId, { type: 2, cont: '0.1', forex_id: eurusd, status: 1, multiple: 50 });
    await t.tick([{ code: 'EURUSD', bid: '1.10160', ask: '1.10180' }]);
    await t.server.trading.close(userId, orderWire(loss2).Id);
    // A pending order cancelled never traded: it is no trade of the ranking.
    const pending = await t.server.trading.submit(userId, { type: 1, cont: '0.1', forex_id: eurusd, status: 0, target_price: '1.00000', multiple: 100 });
    await t.server.trading.cancel(userId, orderWire(pending).Id);

    // The cached ranking is computed again once it is older than its refresh time.
    await t.clock.advance(RANK_REFRESH_MS);
    const aurora = (await followList(t)).data.find((d) => d.user.name === 'Aurora FX')!;
    const expected = await expectedFrom(t, userId);
    expect(expected.rows.map((r) => fromUnits(BigInt(r.profit), 2))).toEqual(['10.00', '-10.00', '-3.00']);
    expect(aurora).toMatchObject({
      three_week_profit: '-3.00',
      three_week_win: '33.33',
      three_week_rate: expected.three_week_rate,
      total_rate: expected.three_week_rate,
      total_trade_num: 3,
      multiple: 50,
      code: 'EUR/USD',
    });
    expect(Number(aurora.three_week_rate)).toBeLessThan(0);
    // Best three-week profit rate first: a trader at 0 stands above one at a loss.
    const names = (await followList(t)).data.map((d) => d.user.name);
    expect(names.indexOf('Aurora FX')).toBe(names.length - 1);
  });

  it('leaves trades closed more than three weeks ago out of the three-week figures but not out of the totals', async () => {
    const userId = t.server.systemTraders.get('SYS001')!;
    const [oldest] = await t.server.db.selectFrom('orders').select(['id']).where('user_id', '=', BigInt(userId)).where('status', '=', 3n).where('opened_at', '>', 0n).orderBy('id').execute();
    // The winning trade, closed 22 days before now.
    await t.server.db
      .updateTable('orders')
      .set({ closed_at: t.clock.now() - 22 * 86_400_000 })
      .where('id', '=', oldest!.id)
      .execute();
    await t.clock.advance(RANK_REFRESH_MS);
    const aurora = (await followList(t)).data.find((d) => d.user.name === 'Aurora FX')!;
    expect(aurora).toMatchObject({ three_week_profit: '-13.00', three_week_win: '0.00', total_trade_num: 3 });
  });
});

describe('the system traders trading on their own', () => {
  let t: TradingServer;
  beforeAll(async () => {
    t = await startTrading({ systemTraders: true });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('place and close orders through the engine on the clock, and the ranking shows their results', async () => {
    // EUR/USD rises step by step: the momentum trader Aurora FX buys, holds, and closes in profit.
    let bid = 1.1;
    for (let step = 0; step < 30; step++) {
      bid += 0.0001;
      await t.tick([{ code: 'EURUSD', bid: bid.toFixed(5), ask: (bid + 0.0002).toFixed(5) }]);
      await t.clock.advance(BOT_STEP_MS);
      await t.server.trading.settled();
    }
    const userId = t.server.systemTraders.get('SYS001')!;
    const expected = await expectedFrom(t, userId);
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(expected.rows.every((r) => Number(r.side) === 1)).toBe(true);
    await t.clock.advance(RANK_REFRESH_MS);
    const aurora = (await followList(t)).data.find((d) => d.user.name === 'Aurora FX')!;
    expect(aurora).toMatchObject({
      three_week_profit: expected.three_week_profit,
      three_week_rate: expected.three_week_rate,
      three_week_win: '100.00',
      total_trade_num: expected.total_trade_num,
    });
    expect(Number(aurora.three_week_profit)).toBeGreaterThan(0);
  });
});
