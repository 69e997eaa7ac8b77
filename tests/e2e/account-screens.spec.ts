import { test, expect } from './fixtures.ts';
import { logOut, PASSWORD, registerWithCode, toast } from './helpers/accounts.ts';

// The account screens as a new trader finds them (issue 6, item 7): what the login form holds
// after a reset, which countdown a code form shows, and what an email sign-up asks.

test.describe('account screens', () => {
  test('after a reset by mobile the login opens on the mobile tab with the phone filled in, the password empty', async ({ page }) => {
    // The server's reset itself (code, new password, sessions) is proven by accounts.spec.ts and
    // the server tests; here its success reply is scripted, because a second code to one address
    // waits 60 s on this server and a test does not wait out a real countdown.
    await page.route('**/api/user/forget_password', (route) => route.fulfill({ json: { code: 1, msg: 'Your password has been changed.', data: null } }));
    const phone = `9${String(Date.now()).slice(-8)}`;
    await page.goto('/login?from=%2Forder');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form has the same tabs: wait for the reset form before choosing one.
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByRole('button', { name: 'Mobile' }).click();
    await page.getByLabel('Phone number').fill(` ${phone.slice(0, 4)}-${phone.slice(4)} `);
    await page.getByLabel('Verification code').fill('123456');
    await page.getByLabel('New password').fill(`${PASSWORD}n`);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}n`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();

    await expect(page).toHaveURL(/\/login\?from=%2Forder$/);
    await expect(page.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();

    // The hand-over is used once: a later visit to the login form starts empty on email.
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Register', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Email address')).toHaveValue('');
  });

  test('after a reset by email the login holds the address on the email tab', async ({ page }) => {
    await page.route('**/api/user/forget_password', (route) => route.fulfill({ json: { code: 1, msg: 'Your password has been changed.', data: null } }));
    const email = `reset-${Date.now()}@example.com`;
    await page.goto('/forgot');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Verification code').fill('123456');
    await page.getByLabel('New password').fill(`${PASSWORD}n`);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}n`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Email' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('the registration countdown does not follow the person to change password; a reset countdown stays with its address', async ({ page }) => {
    const phone = `8${String(Date.now()).slice(-8)}`;
    await page.goto('/register');
    await page.getByRole('button', { name: 'Mobile' }).click();
    await registerWithCode(page, { phone });
    await expect(page).toHaveURL((url) => url.pathname === '/user');

    // The menu and the page it opens say the same thing.
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    // The registration code went to this phone seconds ago, but that was another form's code.
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /Resend in/ })).toHaveCount(0);

    // A reset code counts down for its own address, also on the next visit of a reset form...
    const email = `countdown-${Date.now()}@example.com`;
    await page.goto('/user');
    await logOut(page);
    await page.goto('/forgot');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(toast(page, 'The verification code has been sent.')).toBeVisible();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    // ...and not for another one.
    await page.getByLabel('Email address').fill(`other-${email}`);
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  test('an email sign-up asks the country of residence without a dialing code; the phone tab shows it', async ({ page }) => {
    await page.goto('/register');
    const residence = page.getByRole('button', { name: /Country or region of residence/ });
    await expect(residence).toBeVisible();
    // None is chosen for the person; tapping Send code asks for it and sends nothing.
    await expect(residence).toHaveText(/Choose/);
    await page.getByLabel('Email address').fill(`residence-${Date.now()}@example.com`);
    const sends: string[] = [];
    page.on('request', (r) => r.url().includes('/api/notify/') && sends.push(r.url()));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please choose your country or region')).toBeVisible();
    await expect(residence).toBeFocused();
    expect(sends).toEqual([]);
    await residence.click();
    const list = page.getByRole('dialog', { name: 'Country or region of residence' });
    await list.getByRole('searchbox').fill('Japan');
    await expect(list.getByRole('button', { name: /Japan/ })).toBeVisible();
    await expect(list.getByText('+81')).toHaveCount(0);
    await list.getByRole('button', { name: /Japan/ }).click();
    await expect(residence).toContainText('Japan');

    // On the phone tab the same choice is the dialing code, shown in the picker and the number.
    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect(page.getByRole('button', { name: /Country or region of residence/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Country or region/ })).toContainText('+81');
    await expect(page.locator('.field-prefix')).toHaveText('+81');

    // Forgot password asks for no country at all with an email, and for the dialing code by phone.
    await page.goto('/forgot');
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.getByRole('button', { name: /Country or region/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect(page.getByRole('button', { name: /Country or region/ })).toContainText('+886');
  });

  test('an email sign-up still completes with the country of residence', async ({ page }) => {
    const email = `residence-${Date.now()}@example.com`;
    await page.goto('/register');
    await expect(page.getByRole('img', { name: 'Image code' })).toBeVisible();
    await registerWithCode(page, { email });
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await expect(page.getByText(email)).toBeVisible();
  });
});
