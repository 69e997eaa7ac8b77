import { test, expect, quoteRow } from './fixtures.ts';
import { ops } from './helpers/ops.ts';

// Provider mode (SPEC.md section 1), switched by the operator through the settings on the shared
// e2e server: every test switches it off again, so the other specs find the instrument search.
const setProviderMode = (on: boolean) => ops('settings', 'set', '--key', 'company_is_main', '--value', on ? '1' : '0', '--reason', `e2e: provider mode ${on ? 'on' : 'off'}`);

const THREE_YEARS_S = 3 * 365 * 24 * 60 * 60;
/** Chromium keeps no cookie longer than 400 days (RFC 6265bis), whatever lifetime it is given. */
const BROWSER_CAP_S = 400 * 24 * 60 * 60;

/** Records every cookie text the page writes, so the test sees the lifetime the app asks for. */
const RECORD_COOKIE_WRITES = `(() => {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  window.__cookieWrites = [];
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() { return own.get.call(this); },
    set(value) { window.__cookieWrites.push(String(value)); own.set.call(this, value); },
  });
})();`;

test.describe('provider mode', () => {
  test.afterEach(() => {
    setProviderMode(false);
  });

  test('searches providers, shows one in a popup, and Enter remembers it for 3 years; switched off, /product searches instruments again', async ({ page, context }) => {
    const meridian = ops<{ id: number; name: string }[]>('companies', 'list').find((c) => c.name.startsWith('Meridian Pacific'));
    expect(meridian).toBeTruthy();
    setProviderMode(true);
    await page.addInitScript(RECORD_COOKIE_WRITES);

    await page.goto('/product');
    const search = page.getByRole('searchbox', { name: 'Search providers' });
    await expect(search).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search instruments' })).toHaveCount(0);

    await search.fill('no such provider anywhere');
    await expect(page.getByText('No provider matches this name.', { exact: false })).toBeVisible();

    await search.fill('PACIFIC');
    const row = page.getByRole('button', { name: /Meridian Pacific Brokerage Pte\. Ltd\./ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: /Harbourline Markets/ })).toHaveCount(0);

    await row.click();
    const sheet = page.getByRole('dialog', { name: 'Provider' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Meridian Pacific Brokerage Pte. Ltd.', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Main company')).toBeVisible();
    await expect(sheet.getByText('Lotwise Holdings Limited')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'service@meridian-pacific.example' })).toHaveAttribute('href', 'mailto:service@meridian-pacific.example');
    await expect(sheet.getByText('1 Raffles Place, #44-01 One Raffles Place Tower 1, Singapore 048616')).toBeVisible();
    await expect(sheet.getByText('10 Anson Road, #20-05 International Plaza, Singapore 079903')).toBeVisible();
    const website = sheet.getByRole('link', { name: 'meridian-pacific.example', exact: true });
    await expect(website).toHaveAttribute('href', 'https://meridian-pacific.example');
    await expect(website).toHaveAttribute('target', '_blank');

    const enteredAt = Date.now() / 1000;
    await sheet.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The app asks for 3 years (plain http here, so without Secure)...
    const written = (await page.evaluate('window.__cookieWrites')) as string[];
    expect(written.filter((w) => w.startsWith('company_id='))).toEqual([`company_id=${meridian!.id}; Max-Age=${THREE_YEARS_S}; Path=/; SameSite=Lax`]);
    // ...and the browser keeps the cookie as long as it allows any cookie to live.
    const cookie = (await context.cookies()).find((c) => c.name === 'company_id');
    expect(cookie).toMatchObject({ value: String(meridian!.id), path: '/', sameSite: 'Lax', secure: false });
    expect(Math.abs(cookie!.expires - (enteredAt + Math.min(THREE_YEARS_S, BROWSER_CAP_S)))).toBeLessThan(120);

    // Back on the search, the remembered provider is marked.
    await page.goto('/product');
    await page.getByRole('searchbox', { name: 'Search providers' }).fill('meridian');
    await expect(page.getByRole('button', { name: /Meridian Pacific/ })).toContainText('Current');

    setProviderMode(false);
    await page.goto('/product');
    const instruments = page.getByRole('searchbox', { name: 'Search instruments' });
    await instruments.fill('XAU');
    await expect(quoteRow(page, 'XAU/USD')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search providers' })).toHaveCount(0);
  });
});
