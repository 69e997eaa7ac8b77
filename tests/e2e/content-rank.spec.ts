import Decimal from 'decimal.js';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { holdPrice, releasePrice } from './helpers/trading.ts';

// Issue 10 item 3: the ranking shows a system trader whose figures match the orders it placed.
// The e2e server runs without the trading bots (SYSTEM_TRADERS=0), so the test places the
// trader's orders itself, through the real API and engine at held prices (MARKET_CONTROL=1).

const SOL = 'SOLUSD';
const TRADER = { key: 'SYS002', name: 'Kestrel Macro' };

type Envelope<T> = { code: number; msg: string; data: T };

async function asTrader(request: APIRequestContext) {
  const session = (await (await request.post('/api/test/system-trader', { data: { key: TRADER.key } })).json()) as Envelope<{ token: string }>;
  expect(session.code, session.msg).toBe(1);
  return async <T>(path: string, params: Record<string, string | number> = {}) => {
    const reply = await request.get(path, { params: { ...params, t: Date.now() }, headers: { authorization: session.data.token, lang: 'en' } });
    const body = (await reply.json()) as Envelope<T>;
    expect(body.code, `${path}: ${body.msg}`).toBe(1);
    return body.data;
  };
}

test.describe('the trader ranking', () => {
  test.afterEach(async ({ request }) => {
    await releasePrice(request, SOL);
  });

  test('shows a trader whose income, win rate, profit rate and order count match its closed orders; tapping says coming soon', async ({ page, request }) => {
    const api = await asTrader(request);
    const sol = (await api<{ Id: number; Code: string }[]>('/v1/api/forex/trade_list')).find((i) => i.Code === SOL)!;
    const trade = async (type: 1 | 2, open: [string, string], close: [string, string]) => {
      await holdPrice(request, SOL, ...open);
      const order = await api<{ Id: number }>('/v1/api/forex/submit', { type, cont: '1', forex_id: sol.Id, status: 1, multiple: 10 });
      await holdPrice(request, SOL, ...close);
      await api('/v1/api/forex/close', { id: order.Id });
    };
    await trade(1, ['170.000', '170.080'], ['172.080', '172.160']); // buy: +2.000
    await trade(2, ['172.080', '172.160'], ['172.500', '172.580']); // sell: -0.500
    await request.post('/api/test/ranking/refresh');

    // What the trader's own history says (my_deal, closed orders).
    const history = (await api<{ data: { FactProfits: string; CautionMoney: string }[] }>('/v1/api/forex/my_deal', { status: 3, page: 1 })).data;
    const income = history.reduce((s, o) => s.plus(o.FactProfits), new Decimal(0));
    const margin = history.reduce((s, o) => s.plus(o.CautionMoney), new Decimal(0));
    const wins = history.filter((o) => new Decimal(o.FactProfits).gt(0)).length;

    await page.goto('/rank');
    const card = page.getByRole('button', { name: new RegExp(`^\\d+ ${TRADER.name} `) });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-field="three_week_profit"]')).toHaveText(income.toFixed(2));
    await expect(card.locator('[data-field="three_week_win"]')).toHaveText(`${new Decimal(wins).div(history.length).times(100).toFixed(2)}%`);
    await expect(card.locator('[data-field="three_week_rate"]')).toHaveText(`${income.div(margin).times(100).toFixed(2)}%`);
    await expect(card.locator('[data-field="total_trade_num"]')).toHaveText(String(history.length));
    expect(history.length).toBeGreaterThanOrEqual(2);
    await expect(card).toContainText('SOL/USD');

    await card.click();
    await expect(toast(page, 'Coming soon')).toBeVisible();
  });
});
