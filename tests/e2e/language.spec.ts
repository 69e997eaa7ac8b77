import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, quoteRow } from './fixtures.ts';

/** The translation of an English source text in a language's catalog, or the source when not translated yet. */
function translated(code: string, source: string): string {
  const po = readFileSync(join(process.cwd(), 'locales', code, 'messages.po'), 'utf8');
  const match = po.match(new RegExp(`msgid "${source}"\\nmsgstr "(.*)"`));
  return match?.[1] || source;
}

test.describe('languages', () => {
  test('choosing a language changes the texts, is remembered, and returns home from a fresh tab', async ({ page }) => {
    await page.goto('/language');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '繁體中文' }).click();
    // Opened directly, there is nowhere to go back to: the choice lands on home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    // Server texts follow the lang header; app texts follow the catalog.
    await expect(page.getByRole('button', { name: '加密貨幣' })).toBeVisible();
    const tabs = page.getByRole('navigation');
    await expect(tabs.getByRole('link').first()).toHaveText(translated('hk', 'Quotes'));
    await page.reload();
    await expect(page.getByRole('button', { name: '加密貨幣' })).toBeVisible();
    await page.goto('/language');
    await expect(page.getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Crypto' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' })).toBeVisible();
  });

  test('choosing a language goes back to the screen it was opened from', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await page.getByRole('link', { name: /Language/ }).click();
    await expect(page).toHaveURL(/\/language$/);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a link that names where it came from returns there, search included', async ({ page }) => {
    await page.goto(`/language?from=${encodeURIComponent('/news/detail?id=1')}`);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/news\/detail\?id=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('Arabic turns the page right to left', async ({ page }) => {
    await page.goto('/language');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/trade');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'الفوركس' }).or(page.getByRole('heading').first())).toBeVisible();
  });

  test('a saved tw is read as Traditional Chinese', async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('lotwise.lang', 'tw');`);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await expect(page.getByRole('button', { name: '外匯' })).toBeVisible();
  });
});

// Issue 19 item 7: with nothing saved, the app starts in the browser's language when it is one of
// ours, else English, from the first paint; the server preloads the quotes in that same language
// (from Accept-Language), so the page asks for them once. A context of its own: no saved
// language, unlike every other test (fixtures.ts saves English).
test.describe('a first visit', () => {
  for (const { locale, lang, tag } of [
    { locale: 'fr-FR', lang: 'fr', tag: 'fr' },
    { locale: 'sv-SE', lang: 'en', tag: 'en' },
  ]) {
    test(`with the browser in ${locale} starts in ${tag}, with the quotes preloaded in it`, async ({ browser }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      // Every language the page takes, from before its first script: never another one first.
      await page.addInitScript(`
        window.langsTaken = [];
        new MutationObserver(() => window.langsTaken.push(document.documentElement.lang))
          .observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
      `);
      const lists: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/api/forex/trade_list')) lists.push(new URL(request.url()).search);
      });
      const shell = await page.goto('/');
      expect(shell?.headers().link).toContain(`/v1/api/forex/trade_list?searchCurrency=&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(page.getByRole('navigation').getByRole('link').first()).toHaveText(translated(lang, 'Quotes'));
      await expect(quoteRow(page, 'EUR/USD').getByTestId('price')).toHaveText(/\d/);
      expect(lists).toEqual([`?searchCurrency=&lang=${lang}`]);
      expect(await page.evaluate('window.langsTaken')).toEqual([tag]);
      // Nothing was chosen: the language page marks the one in use.
      await page.goto('/language');
      await expect(page.getByRole('button', { name: lang === 'fr' ? 'Français' : 'English' })).toHaveAttribute('aria-pressed', 'true');
      await context.close();
    });
  }

  // Issue 21 item 5: a first /trade paints from the texts of its first paint (one file named in the
  // shell's Link header, a seventh of the catalog); its lazily loaded parts (the ticket's fields)
  // wait for the rest, one more file; no screen after it asks for another.
  test('a first /trade in French paints from its own texts, its ticket waits for the rest, and later screens ask for no other', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const catalogs: string[] = [];
    // The rest (the second file asked for) is held until released.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/messages-*.js', async (route) => {
      catalogs.push(new URL(route.request().url()).pathname);
      const response = await route.fetch();
      const body = await response.text();
      // The shell's comes first; the rest is asked for once the screen has painted.
      if (catalogs.length > 1) await held;
      await route.fulfill({ response, body });
    });
    const shell = await page.goto('/trade');
    await expect(page.getByText(translated('fr', 'A market order opens at the current price: buy at the ask, sell at the bid.'))).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link').first()).toHaveText(translated('fr', 'Quotes'));
    expect(shell?.headers().link).toContain(`<${catalogs[0]}>; rel=modulepreload`);
    await expect.poll(() => catalogs.length).toBe(2);
    // The ticket's fields wait for their texts instead of showing message ids.
    await expect(page.getByText(translated('fr', 'Leverage'), { exact: true })).toHaveCount(0);
    release();
    await expect(page.getByText(translated('fr', 'Leverage'), { exact: true })).toBeVisible();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: translated('fr', 'Ranking') })
      .click();
    await expect(page.getByRole('heading', { name: translated('fr', 'Ranking') })).toBeVisible();
    expect(catalogs).toHaveLength(2);
    await context.close();
  });
});
