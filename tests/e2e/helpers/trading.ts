// Trading helpers for e2e specs against the real server: a fresh demo trader with a caller of the
// API under its own token, and the e2e server's price control (MARKET_CONTROL=1), which holds an
// instrument at a quote as a real tick, so a test crosses a level instead of waiting for the walk.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { toast } from './accounts.ts';

/** The instrument the trading specs hold: crypto trades around the clock, 2 decimals, contract size 1, quoted in USD. */
export const ETH = { code: 'ETHUSD', show: 'ETH/USD' } as const;

interface Instrument {
  Id: number;
  Code: string;
  ForexMinCont: string;
  HasForexMultiple: { Value: number }[];
}

/** Holds `code` at bid/ask (decimal strings): the engine and every open page see it as the newest tick. */
export async function holdPrice(request: APIRequestContext, code: string, bid: string, ask: string) {
  const reply = await request.post('/api/test/quote', { data: { code, bid, ask } });
  const body = (await reply.json()) as { code: number; msg: string; data: { bid: string; ask: string } };
  expect(body.code, body.msg).toBe(1);
  expect(body.data).toMatchObject({ bid, ask });
}

/** Lets the market's random walk move `code` again (a test that held it cleans up after itself). */
export async function releasePrice(request: APIRequestContext, code: string) {
  await request.post('/api/test/quote', { data: { code, release: true } });
}

/** Logs in as a fresh demo user (100,000 USD) and returns callers of the API with that user's token. */
export async function demoTrader(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try a demo account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // A string expression: e2e files are type-checked without the DOM library.
  const token = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session') ?? 'null')?.token ?? ''`)) as string;
  expect(token).not.toBe('');
  const call = async <T>(path: string, params: Record<string, string | number> = {}) => {
    const reply = await page.request.get(path, { params: { ...params, t: Date.now() }, headers: { authorization: token, lang: 'en' } });
    const envelope = (await reply.json()) as { code: number; msg: string; data: T };
    expect(envelope.code, envelope.msg).toBe(1);
    return envelope.data;
  };
  const list = await call<Instrument[]>('/v1/api/forex/trade_list', { searchCurrency: '' });
  const eth = list.find((item) => item.Code === ETH.code)!;
  /** A market (status 1) or pending (status 0) ETH/USD order; a buy of 0.01 lots at the lowest leverage unless told. */
  const order = (params: Record<string, string | number>) =>
    call<{ Id: number }>('/v1/api/forex/submit', { type: 1, cont: eth.ForexMinCont, forex_id: eth.Id, multiple: eth.HasForexMultiple[0]!.Value, status: 1, ...params });
  /** One page of my_deal: 1 holdings, 0 pending, 3 history. */
  const orders = (status: 0 | 1 | 3) =>
    call<{ data: Array<{ Id: number; Quantity: string; FactProfits: string; TradeFee: string; TargetProfitPrice: string; TargetLossPrice: string; CloseReason?: string }>; total: number }>(
      '/v1/api/forex/my_deal',
      { status, page: 1 },
    );
  return { token, call, order, orders };
}

/** The bottom sheet of order `id` on /order. */
export const orderSheet = (page: Page, id: number) => page.getByRole('dialog', { name: new RegExp(`#${id}$`) });

/** A number as the page shows it (thousands separators, a sign). */
export const shownNumber = (text: string | null) => Number((text ?? '').replace(/[^\d.+-]/g, ''));

/** Buys `lots` of the instrument open on /trade from its ticket, confirmed, and waits for the order's toast. */
export async function buyOnTicket(page: Page, show: string, lots: string) {
  const ticket = page.getByRole('region', { name: 'Order' });
  const field = ticket.getByLabel('Lots', { exact: true });
  await field.fill(lots);
  await field.blur();
  await expect(field).toHaveValue(Number(lots).toFixed(2));
  await ticket.getByRole('button', { name: /^Buy/ }).click();
  await page
    .getByRole('alertdialog', { name: `Buy ${show}?` })
    .getByRole('button', { name: 'Place buy order' })
    .click();
  await expect(toast(page, 'Order confirmed')).toBeVisible();
}
