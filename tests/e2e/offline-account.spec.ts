import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { test } from './helpers/network.ts';
import { logOut } from './helpers/accounts.ts';
import { offlineBanner, readSnapshot, SNAPSHOT_DBS, snapshotKeys, waitForServiceWorker } from './helpers/offline.ts';

interface Instrument {
  Id: number;
  ShowCode: string;
  ForexMinCont: string;
  HasForexMultiple: { Value: number }[];
}

/** A fresh demo user with one open BTC/USD position; returns the user's id and the order's. */
async function demoWithPosition(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try a demo account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const session = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session') ?? 'null')`)) as { token: string; user: { id: number } };
  const call = async <T>(path: string, params: Record<string, string | number>) => {
    const reply = await page.request.get(path, { params: { ...params, t: Date.now() }, headers: { authorization: session.token, lang: 'en' } });
    const envelope = (await reply.json()) as { code: number; msg: string; data: T };
    expect(envelope.code, envelope.msg).toBe(1);
    return envelope.data;
  };
  const btc = (await call<Instrument[]>('/v1/api/forex/trade_list', { searchCurrency: '' })).find((item) => item.ShowCode === 'BTC/USD')!;
  const order = await call<{ Id: number }>('/v1/api/forex/submit', { type: 1, status: 1, cont: btc.ForexMinCont, forex_id: btc.Id, multiple: btc.HasForexMultiple[0]!.Value });
  return { userId: session.user.id, orderId: order.Id };
}

// Issue 11, items 2, 3 and 7: the account summary (figures and the first page of open and
// pending orders) is kept for the logged-in user and shown offline with its actions disabled;
// logout removes every snapshot.
test.describe('the account snapshot', () => {
  test('shows the last account summary offline with its actions disabled, and logout clears every snapshot', async ({ page, network }) => {
    const { userId, orderId } = await demoWithPosition(page);
    await waitForServiceWorker(page);
    await page.goto('/order');
    const row = page.getByTestId(`order-${orderId}`);
    await expect(row).toContainText('BTC/USD');
    await expect(page.getByTestId('total-profit')).toHaveText(/^[+-]?\d+\.\d{2}$/);
    await expect.poll(() => readSnapshot(page, 'lotwise-account', `u${userId}|detail`)).not.toBeNull();
    await expect.poll(() => readSnapshot(page, 'lotwise-account', `u${userId}|orders:1`)).not.toBeNull();
    await expect.poll(() => readSnapshot(page, 'lotwise-instruments', `u${userId}|en`)).not.toBeNull();

    await network.offline();
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(row).toContainText('BTC/USD');
    await expect(page.getByTestId('total-profit')).toHaveText(/^[+-]?\d+\.\d{2}$/);
    await expect(page.getByRole('button', { name: 'Close all' })).toBeDisabled();
    await expect(page.getByRole('note').first()).toHaveText('You are offline. Trading and money actions will be back when the connection is.');
    await row.click();
    const sheet = page.getByRole('dialog', { name: new RegExp(`#${orderId}$`) });
    await expect(sheet.getByRole('button', { name: 'Close position' })).toBeDisabled();
    await expect(sheet.getByRole('button', { name: 'Set take-profit / stop-loss' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await network.online();
    await expect(offlineBanner(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Close all' })).toBeEnabled();

    await logOut(page);
    for (const db of SNAPSHOT_DBS) {
      await expect.poll(async () => (await snapshotKeys(page, db)).filter((key) => key.startsWith(`u${userId}|`))).toEqual([]);
    }
    expect(await snapshotKeys(page, 'lotwise-account')).toEqual([]);
  });
});
