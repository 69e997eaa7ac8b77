import AxeBuilder from '@axe-core/playwright';
import { test, expect, quoteRow } from './fixtures.ts';
import { chooseArea, logOut, PASSWORD, registerWithCode, sendAndReadCode, toast } from './helpers/accounts.ts';

// Accounts against the real server: codes are read from its outbox (no mail server in e2e),
// a captcha's answer from the server's test mode (never from the picture). Each run shares one server,
// so every account is new (Date.now()), and code sends and failed logins stay far below the
// per-address limits (20 codes an hour, 50 failures in 15 minutes).

test.describe('accounts', () => {
  test('registers by email with the code from the outbox, logs out, and logs back in to where it was going', async ({ page }, info) => {
    const email = `e2e-${info.project.name}-${Date.now()}@example.com`;
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login\?from=%2Fuser$/);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Register', exact: true })).toBeVisible();
    // No country is chosen for the person: they pick theirs (registerWithCode picks Taiwan).
    await expect(page.getByRole('button', { name: /Country or region/ })).toHaveText(/Choose/);
    await registerWithCode(page, { email });

    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Credit score 100')).toBeVisible();
    await expect(page.getByText('0.00', { exact: true })).toBeVisible();

    await logOut(page);
    await page.goto('/order');
    await expect(page).toHaveURL(/\/login\?from=%2Forder$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/order');
  });

  // The next two send two codes to one address, with the page's 60 s countdown between them,
  // moved by Playwright's clock (the e2e server does not hold the second code back). Each runs
  // in one project, so a run stays well under the 20 codes an hour one network address may ask for.
  test('registers by mobile, then changes the password with a new SMS code after the countdown', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'codes per address: one project is enough');
    await page.clock.install();
    const phone = `9${String(Date.now()).slice(-8)}`;
    await page.goto('/register');
    await page.getByRole('button', { name: 'Mobile' }).click();
    await registerWithCode(page, { phone });
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await expect(page.getByText(`+886 ${phone}`)).toBeVisible();

    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    // The registration code was for another purpose: it does not hold this form back.
    await sendAndReadCode(page, `+886 ${phone}`);
    await page.clock.fastForward('00:45');
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.clock.fastForward('00:15');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
    const code = await sendAndReadCode(page, `+886 ${phone}`);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password').fill(`${PASSWORD}b`);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}b`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/user');

    await logOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Mobile' }).click();
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}b`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user');
  });

  test('resets a forgotten password with an email code and logs in with the new one', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'codes per address: one project is enough');
    await page.clock.install();
    const email = `forgot-${Date.now()}@example.com`;
    await page.goto('/register');
    await registerWithCode(page, { email });
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await logOut(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    // The registration code was for another purpose: the reset form does not wait on it. Its own
    // code starts the countdown, and after it a second code is the one that counts.
    await sendAndReadCode(page, email);
    await page.clock.fastForward('00:59');
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.clock.fastForward('00:01');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
    const code = await sendAndReadCode(page, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password').fill(`${PASSWORD}c`);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}c`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}c`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user');
  });

  test('a demo account trades at once, resets after a confirmation, and the device returns to the same one', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click(); // open around the clock
    await page.getByRole('button', { name: /^Buy/ }).click(); // a guest is asked to log in
    await expect(page).toHaveURL(/\/login\?from=%2Ftrade&reason=order$/);
    await expect(page.getByText('Log in to place orders')).toBeVisible();
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/trade');
    // Now with a session: buying no longer sends anyone to log in; it asks to confirm the order.
    await page.getByRole('button', { name: /^Buy/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/trade');
    await page.getByRole('alertdialog', { name: 'Buy BTC/USD?' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mine' }).click();
    const card = page.getByRole('region', { name: 'Your account' });
    await expect(card.getByText('Demo account')).toBeVisible();
    await expect(card.getByText('100,000.00')).toBeVisible();
    const uid = (await card.getByText(/^UID/).textContent())?.trim();
    expect(uid).toMatch(/UID \d+/);

    // The eye hides the balance, and the choice is remembered.
    await card.getByRole('button', { name: 'Hide balance' }).click();
    await expect(card.getByText('100,000.00')).toBeHidden();
    await page.reload();
    await expect(card.getByRole('button', { name: 'Show balance' })).toBeVisible();
    await card.getByRole('button', { name: 'Show balance' }).click();

    await page.getByRole('button', { name: 'Reset demo account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset the demo account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page, 'Your demo account has been reset.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('100,000.00')).toBeVisible();

    // Real-account pages say what a demo user needs.
    await page.goto('/mine/password');
    await expect(page.getByText('Please register or log in to a real account')).toBeVisible();

    await page.goto('/user');
    await logOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await expect(page.getByRole('region', { name: 'Your account' }).getByText(/^UID/)).toHaveText(uid!);
  });

  test('Send code waits for the country list instead of asking for a country still loading', async ({ page }, info) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/default/area_list*', async (route) => {
      await held;
      await route.continue();
    });
    const email = `e2e-areas-${info.project.name}-${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Email address').fill(email);
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    await expect(page.getByText('Please choose your country or region')).toHaveCount(0);
    release();
    // Once the list is in, the person picks their country (none is chosen for them), and the
    // same button sends the code.
    await expect(page.getByRole('button', { name: /Country or region/ })).toHaveText(/Choose/);
    await chooseArea(page, 'Taiwan');
    await sendAndReadCode(page, email);
  });

  test('a wrong password shows the server message and stays on the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Wrong12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(toast(page, 'Incorrect account or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  });

  test('after ten failures for one account the login asks for the image code too', async ({ page }) => {
    const account = `limited-${Date.now()}@example.com`;
    // Nine quick failures through the API, the tenth through the form (it still says 'incorrect').
    for (let i = 0; i < 9; i += 1) {
      const reply = await page.request.post('/api/user/loginForU', { form: { account, password: 'Wrong12345', login_type: 'email' }, headers: { lang: 'en' } });
      expect((await reply.json()).code).not.toBe(1);
    }
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account);
    await page.getByLabel('Password', { exact: true }).fill('Wrong12345');
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await logIn.click();
    await expect(toast(page, 'Incorrect account or password.')).toBeVisible();
    await expect(logIn).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Image code' })).toHaveCount(0);
    await logIn.click();
    await expect(toast(page, 'For your security, please also enter the characters in the picture.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Image code' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Image code' })).toBeVisible();
  });

  test('the register form prompts for each field, a mismatch, and an excluded country', async ({ page }) => {
    await page.goto('/register?invite_code=AB12');
    await expect(page.getByLabel('Invite code (optional)')).toHaveValue('AB12');
    // The form as a person sees it: the country picker is in place once its list has loaded
    // (a skeleton before, which cannot take the focus the missing country moves to).
    await expect(page.getByRole('button', { name: /Country or region/ })).toBeVisible();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(toast(page, 'Please complete all required fields')).toBeVisible();
    // The country starts empty, so the form asks for it first.
    await expect(page.getByText('Please choose your country or region')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByText('Please enter the verification code')).toBeVisible();
    await expect(page.getByText('Please enter the characters in the picture')).toBeVisible();
    await expect(page.getByRole('button', { name: /Country or region/ })).toBeFocused();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await expect(page.getByText('The two passwords do not match')).toBeVisible();

    await page.getByRole('button', { name: /Country or region/ }).click();
    const picker = page.getByRole('dialog', { name: 'Country or region' });
    await picker.getByRole('searchbox').fill('Israel');
    await picker.getByRole('button', { name: /Israel/ }).click();
    await expect(page.getByText('Our service is not available in this country or region.')).toBeVisible();
    // No code is sent for an excluded country.
    await page.getByLabel('Email address').fill('someone@example.com');
    const sends: string[] = [];
    page.on('request', (r) => r.url().includes('/api/notify/') && sends.push(r.url()));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Country or region/ })).toBeFocused();
    expect(sends).toEqual([]);
  });

  test('a dead session found at start is cleared and a protected page asks to log in', async ({ page }) => {
    const user = { id: 1, uid: '1', email: 'gone@example.com', is_demo: 0, credit_score: 0, invite_code: 'X' };
    await page.addInitScript(`localStorage.setItem('lotwise.session', ${JSON.stringify(JSON.stringify({ token: 'not-a-token', user }))});`);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login\?from=%2Fuser$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(`localStorage.getItem('lotwise.session')`)).toBeNull();
  });

  test('the account screens have no serious or critical axe violations', async ({ page }) => {
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
    await page.goto('/register');
    await expect(page.getByRole('img', { name: 'Image code' })).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page.getByRole('region', { name: 'Your account' }).getByText('100,000.00')).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.goto('/mine/system');
    await page.emulateMedia({ reducedMotion: 'reduce' }); // judge the dialog's colours, not its fade-in
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
