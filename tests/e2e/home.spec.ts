import { test, expect, quoteRow } from './fixtures.ts';

test.describe('home', () => {
  test('lists instruments with prices, and a crypto price moves on its own', async ({ page }) => {
    await page.goto('/');
    const btc = quoteRow(page, 'BTC/USD');
    await expect(btc).toBeVisible();
    await expect(page.getByRole('list', { name: 'Quotes' }).getByRole('listitem')).not.toHaveCount(0);
    const price = btc.getByTestId('price');
    await expect(price).toHaveText(/^\d[\d,]*\.\d+$/);
    const first = await price.textContent();
    // The simulator's quotes arrive over the socket (DAY_MARKET), without reloading the page.
    await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(first);
    await expect(page.locator('html')).toHaveAttribute('data-socket-worker', 'shared');
  });

  test('asks for the quotes once, in the page language, through the list the shell preloads', async ({ page, baseURL }) => {
    // The app keeps its language in a cookie; the server names the list in it as a preload.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/api/forex/trade_list')) lists.push(new URL(request.url()).search);
    });
    const shell = await page.goto('/');
    expect(shell?.headers().link).toContain('/v1/api/forex/trade_list?searchCurrency=&lang=en');
    await expect(quoteRow(page, 'EUR/USD').getByTestId('price')).toHaveText(/\d/);
    await expect(quoteRow(page, 'EUR/USD')).toContainText('Euro');
    // The page's own request took the preloaded answer: one request, not two.
    expect(lists).toEqual(['?searchCurrency=&lang=en']);
  });

  test("paints the boot frame with the app's icon before any script, and names the icon as the favicon", async ({ page }) => {
    // Scripts blocked: what shows is the shell alone, as a slow first visit sees it.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    const logo = page.locator('.boot-header svg');
    await expect(logo).toBeVisible();
    await expect(logo.locator('#boot-logo')).toHaveCount(1);
    const favicon = page.locator('link[rel="icon"][type="image/svg+xml"]');
    await expect(favicon).toHaveAttribute('href', /^data:image\/svg\+xml,%3Csvg /);
  });

  test('shows a closed market with a closed label instead of its small chart', async ({ page }) => {
    await page.goto('/');
    await expect(quoteRow(page, 'USD/CHF').getByText('Closed')).toBeVisible();
    await expect(quoteRow(page, 'BTC/USD').getByText('Closed')).toHaveCount(0);
  });

  test('filters by category and returns to all', async ({ page }) => {
    await page.goto('/');
    const crypto = page.getByRole('button', { name: 'Crypto' });
    await crypto.click();
    await expect(crypto).toHaveAttribute('aria-pressed', 'true');
    await expect(quoteRow(page, 'ETH/USD')).toBeVisible();
    await expect(quoteRow(page, 'EUR/USD')).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(quoteRow(page, 'EUR/USD')).toBeVisible();
  });

  test('keeps room for the category chips while they load, so the list does not move when they come', async ({ page }) => {
    // The categories answer late (held until the list is on screen): the row waits in their place.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/api/forex/getCategories*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const btc = quoteRow(page, 'BTC/USD');
    await expect(btc).toBeVisible();
    await expect(page.getByTestId('chips-placeholder')).toBeVisible();
    const before = (await btc.boundingBox())!.y;
    release();
    await expect(page.getByRole('button', { name: 'Crypto' })).toBeVisible();
    await expect(page.getByTestId('chips-placeholder')).toHaveCount(0);
    expect((await btc.boundingBox())!.y).toBe(before);
  });

  test('paints / with its own texts while the rest of the catalog loads, and another screen waits for it', async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('lotwise.lang', '"hk"')`);
    // The catalog's rest (the part that imports nothing) is held until released.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let restAsked = false;
    await page.route('**/assets/messages-*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('import(')) {
        restAsked = true;
        await held;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    // The first screen in Traditional Chinese, from the start-up part alone.
    const tabs = page.getByRole('navigation', { name: '主選單' });
    await expect(tabs.getByRole('link', { name: '行情' })).toBeVisible();
    await expect(page.getByRole('button', { name: '全部', exact: true })).toBeVisible();
    await expect(page.getByText('品種', { exact: true })).toBeVisible();
    await expect.poll(() => restAsked, { timeout: 15_000 }).toBe(true);
    // The ranking's texts are in the rest: its screen waits for them (the list stays meanwhile)
    // instead of showing message ids, and then speaks Chinese.
    await tabs.getByRole('link', { name: '排行榜' }).click();
    await expect(tabs.getByRole('link', { name: '排行榜' })).toHaveAttribute('aria-current', 'page');
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/rank$/);
    await expect(page.getByRole('heading', { name: '排行榜' })).toBeVisible();
    await expect(page.locator('h1').filter({ hasText: /[A-Za-z]/ })).toHaveCount(0);
  });

  test('keeps the chosen category when leaving and coming back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Crypto' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trade' }).click();
    await expect(page).toHaveURL(/\/trade$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
    await expect(page.getByRole('button', { name: 'Crypto' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('tapping a row opens /trade on that instrument', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'ETH/USD').click();
    await expect(page).toHaveURL(/\/trade$/);
    await expect(page.getByRole('heading', { name: 'ETH/USD' })).toBeVisible();
  });

  test("a tap opens /trade even when the row's small chart is drawn between the finger going down and up", async ({ page }) => {
    // The chart's data is held back, so the row shows its waiting line under the finger; the
    // data then arrives mid-tap and the chart replaces that line. A browser sends no click when
    // the element pressed is gone by the release, unless the row's inside takes no taps.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/abbreviated_cache_kline**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const row = quoteRow(page, 'EUR/USD'); // the first row: on screen without scrolling
    const waiting = row.locator('.sparkline-wait');
    await expect(waiting).toBeVisible();
    const box = (await waiting.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(row.locator('svg.sparkline path[fill="none"]')).toHaveAttribute('d', /^M/);
    await expect(waiting).toHaveCount(0);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/trade$/);
    await expect(page.getByRole('heading', { name: 'EUR/USD' })).toBeVisible();
  });

  test('the search icon leads to a product search that filters the list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Search instruments' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await page.getByRole('searchbox').fill('XAU');
    await expect(quoteRow(page, 'XAU/USD')).toBeVisible();
    await expect(quoteRow(page, 'BTC/USD')).toHaveCount(0);
    await page.getByRole('searchbox').fill('nothing-like-this');
    await expect(page.getByText('No data')).toBeVisible();
  });

  test("a row's small chart has its change badge's colour and moves with the live price", async ({ page }) => {
    await page.goto('/');
    const btc = quoteRow(page, 'BTC/USD');
    const chart = btc.locator('svg.sparkline');
    const line = chart.locator('path[fill="none"]');
    await btc.scrollIntoViewIfNeeded(); // a chart loads its data when its row is first seen
    await expect(line).toHaveAttribute('d', /^M/);
    const direction = async () => /change-(up|down|flat)/.exec((await btc.locator('.change').getAttribute('class')) ?? '')?.[1];
    await expect.poll(async () => (await chart.getAttribute('class'))?.includes(`change-${await direction()}`)).toBe(true);
    // The crypto simulator ticks every second or so: the chart's newest point follows the price.
    const before = await line.getAttribute('d');
    await expect.poll(() => line.getAttribute('d'), { timeout: 20_000 }).not.toBe(before);
  });

  test("searching a row's second line (the instrument's name) finds that row, in any case", async ({ page }) => {
    await page.goto('/');
    const name = (await quoteRow(page, 'XAU/USD').locator('.quote-name small').textContent())!.trim();
    await page.getByRole('link', { name: 'Search instruments' }).click();
    await page.getByRole('searchbox').fill(name.toLowerCase());
    await expect(quoteRow(page, 'XAU/USD')).toBeVisible();
    await expect(quoteRow(page, 'EUR/USD')).toHaveCount(0);
    await page.getByRole('searchbox').fill('eur usd');
    await expect(quoteRow(page, 'EUR/USD')).toBeVisible();
    await expect(quoteRow(page, 'XAU/USD')).toHaveCount(0);
  });
});
