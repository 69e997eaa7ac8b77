import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';

/** The translation of an English source text in a language's catalog, or the source when not translated yet. */
function translated(code: string, source: string): string {
  const po = readFileSync(join(process.cwd(), 'locales', code, 'messages.po'), 'utf8');
  const match = po.match(new RegExp(`msgid "${source}"\\nmsgstr "(.*)"`));
  return match?.[1] || source;
}

test.describe('languages', () => {
  test('choosing a language on /language changes the texts and is remembered', async ({ page }) => {
    await page.goto('/language');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
    await page.goto('/');
    // Server texts follow the lang header; app texts follow the catalog.
    await expect(page.getByRole('button', { name: '加密貨幣' })).toBeVisible();
    const tabs = page.getByRole('navigation');
    await expect(tabs.getByRole('link').first()).toHaveText(translated('hk', 'Quotes'));
    await page.reload();
    await expect(page.getByRole('button', { name: '加密貨幣' })).toBeVisible();
    await page.goto('/language');
    await page.getByRole('button', { name: 'English' }).click();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Crypto' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' })).toBeVisible();
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
