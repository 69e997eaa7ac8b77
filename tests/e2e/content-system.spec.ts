import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { watchRequests } from '../../scripts/page-settled.ts';

// Issue 10 item 6: the system page shows the version, a non-zero system status leaves for the
// configured "loss" address, and on Android the document title is the brand title.

/** The base data as the server gives it, with this site name. */
const nameTheSite = (page: Page, name: string) =>
  page.route('**/api/basicSet/getBasicInfo**', async (route) => {
    const reply = await route.fetch();
    const body = (await reply.json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { ...body, data: { ...body.data, site_name: name } } });
  });

test.describe('system', () => {
  test('a non-zero system status sends the browser to the loss address', async ({ page, baseURL }) => {
    const loss = `${baseURL}/robots.txt`;
    await page.route('**/api/company/getCompanyStatus**', (route) => route.fulfill({ json: { code: 1, msg: 'ok', data: { status: 1, loss, isMain: 0 } } }));
    await page.goto('/');
    await expect(page).toHaveURL(loss);
  });

  test('on Android the document title is the brand title of the site settings', async ({ page }) => {
    test.skip(!/Android/.test(await page.evaluate('navigator.userAgent')), 'Android user agents only');
    await nameTheSite(page, 'Lotwise Markets');
    await page.goto('/news');
    await expect(page).toHaveTitle('Lotwise Markets');
  });

  test('on Android a first /trade asks for the base data once: the brand title and the ticket share it', async ({ page }) => {
    test.skip(!/Android/.test(await page.evaluate('navigator.userAgent')), 'Android user agents only');
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/basicSet/getBasicInfo') && asked.push(request.url())));
    await nameTheSite(page, 'Lotwise Markets');
    const settled = watchRequests(page);
    await page.goto('/trade');
    await expect(page).toHaveTitle('Lotwise Markets');
    await expect(page.getByRole('button', { name: /^Buy/ }).first()).toBeVisible();
    // Everything the screen asks for is asked once the page has settled (not network idle, which
    // the socket's SharedWorker keeps from coming).
    await settled();
    expect(asked).toHaveLength(1);
  });

  test('the system page shows the version and the documents', async ({ page }) => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/mine/system');
    await expect(page.getByText('Version', { exact: true })).toBeVisible();
    await expect(page.getByText(version, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  });
});
