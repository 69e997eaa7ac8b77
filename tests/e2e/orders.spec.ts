import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { toast } from './helpers/accounts.ts';
import { holdPrice, releasePrice } from './helpers/trading.ts';

interface Instrument {
  Id: number;
  ShowCode: string;
  ForexMinCont: string;
  HasForexMultiple: { Value: number }[];
  ForexQuotations: { Close: string };
}

/** Logs in as a fresh demo user and returns a caller of the trading API with that user's token. */
async function demoTrader(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try a demo account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // A string expression: e2e files are type-checked without the DOM library.
  const token = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session') ?? 'null')?.token ?? ''`)) as string;
  expect(token).not.toBe('');
  const call = async <T>(path: string, params: Record<string, string | number>) => {
    const reply = await page.request.get(path, { params: { ...params, t: Date.now() }, headers: { authorization: token, lang: 'en' } });
    const envelope = (await reply.json()) as { code: number; msg: string; data: T };
    expect(envelope.code, envelope.msg).toBe(1);
    return envelope.data;
  };
  const list = await call<Instrument[]>('/v1/api/forex/trade_list', { searchCurrency: '' });
  const btc = list.find((item) => item.ShowCode === 'BTC/USD')!;
  const order = (params: Record<string, string | number>) =>
    call<{ Id: number }>('/v1/api/forex/submit', { type: 1, cont: btc.ForexMinCont, forex_id: btc.Id, multiple: btc.HasForexMultiple[0]!.Value, ...params });
  return { btc, order };
}

test.describe('/order', () => {
  test('a market buy shows in holdings with a live profit, closes from its sheet, and moves to history', async ({ page, request }) => {
    const { btc, order } = await demoTrader(page);
    const { Id } = await order({ status: 1 });

    await page.goto('/order');
    const row = page.getByTestId(`order-${Id}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('BTC/USD');
    await expect(row).toContainText('Buy');
    // The profit is live: a FOREX_TRADE push fills it with a signed figure.
    await expect(row.getByTestId('order-profit')).toHaveText(/^[+-]?\d+\.\d{2}$/);
    await expect(page.getByTestId('total-profit')).toHaveText(/^[+-]?\d+\.\d{2}$/);
    // ...and moves with the market: a new price (the e2e price control's tick) shows without a reload.
    const moved = (Number(btc.ForexQuotations.Close) + 123).toFixed(2);
    await holdPrice(request, 'BTCUSD', moved, (Number(moved) + 25).toFixed(2));
    try {
      await expect(row.getByTestId('order-price')).toHaveText(moved);
    } finally {
      await releasePrice(request, 'BTCUSD');
    }

    await row.click();
    const sheet = page.getByRole('dialog', { name: new RegExp(`#${Id}$`) });
    await expect(sheet.getByTestId('order-sheet')).toContainText('Open price');
    await sheet.getByRole('button', { name: 'Close position' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Close this position at the market price?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Closed')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(row).toBeHidden();

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/type=3/);
    await expect(page.getByTestId(`order-${Id}`)).toBeVisible();
    await expect(page.getByText('No more')).toBeVisible();
  });

  test('a pending order is cancelled from its sheet', async ({ page }) => {
    const { btc, order } = await demoTrader(page);
    // A buy limit far below the price: it waits.
    const target = (Number(btc.ForexQuotations.Close) * 0.5).toFixed(2);
    const { Id } = await order({ status: 0, target_price: target });

    await page.goto('/order?type=0');
    const row = page.getByTestId(`order-${Id}`);
    await row.click();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this pending order?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Cancelled')).toBeVisible();
    await expect(row).toBeHidden();
    await expect(page.getByText('No data')).toBeVisible();
  });
});
