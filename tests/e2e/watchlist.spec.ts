import { test, expect, quoteRow } from './fixtures.ts';
import { logOut } from './helpers/accounts.ts';
import { demoTrader, ETH, holdPrice, releasePrice } from './helpers/trading.ts';

// The watchlist (issue 19 item 4): starred on /trade, listed under home's Watchlist chip in the
// person's order, kept on the server for a user and on the device for a guest; and the rows'
// Bid / Ask display, kept per device.

const starOf = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Instrument' }).getByRole('button', { name: 'Watchlist' });
const watchlist = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Watchlist' });

/** Opens /trade on `show` from the home list and stars it. */
async function star(page: import('@playwright/test').Page, show: string) {
  await page.goto('/');
  await quoteRow(page, show).click();
  await expect(page.getByRole('heading', { level: 1, name: show })).toBeVisible();
  await expect(starOf(page)).toHaveAttribute('aria-pressed', 'false');
  await starOf(page).click();
  await expect(starOf(page)).toHaveAttribute('aria-pressed', 'true');
}

async function openWatchlist(page: import('@playwright/test').Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'Watchlist' })).toHaveAttribute('aria-pressed', 'true');
}

const rowCodes = (page: import('@playwright/test').Page) => watchlist(page).getByRole('listitem').locator('strong');

test('a user stars instruments on /trade, reorders them under the Watchlist chip, and finds the order again after a reload and on the server', async ({ page }) => {
  const { call } = await demoTrader(page);
  const list = await call<Array<{ Id: number; ShowCode: string }>>('/v1/api/forex/trade_list', { searchCurrency: '' });
  const idOf = (show: string) => list.find((i) => i.ShowCode === show)!.Id;
  await star(page, 'EUR/USD');
  await star(page, ETH.show);
  await expect.poll(() => call<number[]>('/v1/api/forex/watchlist')).toEqual([idOf('EUR/USD'), idOf(ETH.show)]);

  await openWatchlist(page);
  await expect(rowCodes(page)).toHaveText(['EUR/USD', ETH.show]);
  await page.getByRole('button', { name: 'Edit' }).click();
  const up = page.getByRole('button', { name: `Move ${ETH.show} up` });
  await up.click();
  await expect(rowCodes(page)).toHaveText([ETH.show, 'EUR/USD']);
  // The focus stays with the moved row, now at the top, where only "down" can move it.
  await expect(page.getByRole('button', { name: `Move ${ETH.show} down` })).toBeFocused();
  await expect(up).toBeDisabled();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(rowCodes(page)).toHaveText([ETH.show, 'EUR/USD']);
  await expect.poll(() => call<number[]>('/v1/api/forex/watchlist')).toEqual([idOf(ETH.show), idOf('EUR/USD')]);

  await page.reload();
  await page.getByRole('button', { name: 'Watchlist' }).click();
  await expect(rowCodes(page)).toHaveText([ETH.show, 'EUR/USD']);
  // A row opens its instrument, whose star is on.
  await quoteRow(page, 'EUR/USD').click();
  await expect(starOf(page)).toHaveAttribute('aria-pressed', 'true');
  await starOf(page).click();
  await expect.poll(() => call<number[]>('/v1/api/forex/watchlist')).toEqual([idOf(ETH.show)]);
});

test('a guest’s watchlist stays on the device across a reload, and joins the account’s when the guest logs in', async ({ page }) => {
  await star(page, 'BTC/USD');
  await page.reload();
  await expect(starOf(page)).toHaveAttribute('aria-pressed', 'true');
  await openWatchlist(page);
  await expect(rowCodes(page)).toHaveText(['BTC/USD']);
  const { call } = await demoTrader(page);
  const btc = (await call<Array<{ Id: number; ShowCode: string }>>('/v1/api/forex/trade_list', { searchCurrency: '' })).find((i) => i.ShowCode === 'BTC/USD')!.Id;
  await expect.poll(() => call<number[]>('/v1/api/forex/watchlist')).toEqual([btc]);
  await openWatchlist(page);
  await expect(rowCodes(page)).toHaveText(['BTC/USD']);
  // Logging out takes the account's list off the device: the next guest starts empty.
  await logOut(page);
  // Home keeps its chosen chip: the Watchlist, now the guest's.
  await expect(page.getByRole('button', { name: 'Watchlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Your watchlist is empty/)).toBeVisible();
});

test('an empty watchlist says how to add an instrument', async ({ page }) => {
  await openWatchlist(page);
  await expect(page.getByText('Your watchlist is empty. Tap the star beside an instrument’s name on the trade screen to add it.')).toBeVisible();
});

test('the rows show bid, ask and spread when chosen, and keep that choice after a reload', async ({ page, request }) => {
  await holdPrice(request, ETH.code, '2000.00', '2000.75');
  try {
    await page.goto('/');
    const row = quoteRow(page, ETH.show);
    await expect(row.getByTestId('price')).toHaveText('2,000.00');
    const toggle = page.getByRole('button', { name: 'Bid / Ask' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByTestId('bid')).toHaveText('Bid 2,000.00');
    await expect(row.getByTestId('ask')).toHaveText('Ask 2,000.75');
    await expect(row.getByTestId('spread')).toHaveText('Spread 0.75');
    await expect(row.getByTestId('price')).toHaveCount(0);
    await page.reload();
    await expect(quoteRow(page, ETH.show).getByTestId('ask')).toHaveText('Ask 2,000.75');
    await page.getByRole('button', { name: 'Bid / Ask' }).click();
    await expect(quoteRow(page, ETH.show).getByTestId('price')).toHaveText('2,000.00');
  } finally {
    await releasePrice(request, ETH.code);
  }
});
