import { test, expect } from './fixtures.ts';
import { captchaAnswer, chooseArea, PASSWORD, sendAndReadCode, toast } from './helpers/accounts.ts';

// Issue 10 item 2: registration asks for the acceptance of the terms, the privacy policy and the
// risk disclosure, each readable without leaving the form; the server records the version.

test.describe('registration consent', () => {
  test('is required, the documents open in a sheet, and with it the account is created', async ({ page }) => {
    const email = `consent${Date.now()}@example.com`;
    await page.goto('/register');
    await chooseArea(page, 'Taiwan');
    await page.getByLabel('Email address').fill(email);
    const code = await sendAndReadCode(page, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Image code' }).fill(await captchaAnswer(page));

    const registers: string[] = [];
    page.on('request', (r) => r.url().includes('/api/user/register') && registers.push(r.url()));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please accept the terms of service, the privacy policy and the risk disclosure to register.' })).toBeVisible();
    expect(registers).toEqual([]);

    // The terms, read in a sheet: the form keeps what was typed.
    await page.getByRole('button', { name: 'Terms of service' }).click();
    const sheet = page.getByRole('dialog', { name: 'Terms of service' });
    await expect(sheet.getByText(/not offered to residents of North Korea, Israel, China, Vanuatu or Cuba/)).toBeVisible();
    await expect(sheet.getByText(/^Version \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue(email);

    await page.getByRole('checkbox', { name: /accept the terms of service/ }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(toast(page, 'Welcome to Lotwise. Your account is ready.')).toBeVisible();
    expect(registers).toHaveLength(1);
  });

  test('the announcement names the excluded countries and links the documents', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/mine/announcement');
    await expect(page.getByText('The service is not offered to residents of North Korea, Israel, China, Vanuatu and Cuba.')).toBeVisible();
    await page.getByRole('link', { name: 'Risk disclosure' }).click();
    await expect(page).toHaveURL(/\/legal\?kind=risk$/);
    await expect(page.getByRole('heading', { name: 'Leverage magnifies losses' })).toBeVisible();
  });

  test('feedback is refused when too short and sent when long enough', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByLabel('Your message').fill('short');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please write between 10 and 1000 characters.' })).toBeVisible();
    await page.getByLabel('Your message').fill('The news list could show the instrument of each article.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Thank you, your feedback has been sent.')).toBeVisible();
  });
});
