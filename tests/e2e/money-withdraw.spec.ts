import { test, expect } from './fixtures.ts';
import { registerWithCode, sendAndReadCode, toast } from './helpers/accounts.ts';
import { approvedIdentity, credit, operator, pendingWithdrawal } from './helpers/operator-withdraw.ts';

// Withdrawals against the real server, at phone size: a new real account, its identity approved
// and its balance credited by the operator (the API and POST /admin/command, as `npm run ops`),
// binds a coin address with a money code from the outbox, withdraws to it (the amount freezes),
// and sees the amount released after the operator rejects it with a reason.

test.describe('withdraw', () => {
  test('asks for an identity check first, binds a coin address, withdraws to it, and gets the frozen amount back on rejection', async ({ page }, info) => {
    const email = `e2e-withdraw-${info.project.name}-${Date.now()}@example.com`;
    await page.clock.install();
    await page.goto('/register');
    await registerWithCode(page, { email });
    await expect(page).toHaveURL((url) => url.pathname === '/user');

    // Without an approved identity the page says so and links to /mine/auth.
    await page.goto('/mine/withdraw');
    await expect(page.getByRole('heading', { name: 'Identity check required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', '/mine/auth');

    await approvedIdentity(page, 'Mei Ling Tan');
    await credit(page, '1000');

    // No address yet: the way to bind one.
    await page.reload();
    await page.getByRole('radio', { name: /USDT\s*TRC20/ }).click();
    await expect(page.getByText('Please set up a payment account first')).toBeVisible();
    await page.getByRole('link', { name: 'Add a coin address' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/mine/withdraw-way');

    // Bind: an empty form is refused on the page; then the address with the code from the outbox.
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(toast(page, 'Please choose a currency')).toBeVisible();
    await page.getByRole('radio', { name: /USDT\s*TRC20/ }).click();
    const address = 'TXk3e2eWithdrawAddr9Qm4b8Yz1LpR7sDf';
    await page.getByLabel('Address').fill(address);
    await page.getByLabel('Verification code').fill(await sendAndReadCode(page, email));
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(toast(page, 'Payment account saved.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/mine/coin-address-list');
    await expect(page.getByText(address)).toBeVisible();

    // The same address again (pasted with spaces around it) is refused with the server's message,
    // and nothing is added.
    await page.goto('/mine/withdraw-way?type=1');
    await page.getByRole('radio', { name: /USDT\s*TRC20/ }).click();
    await page.getByLabel('Address').fill(`  ${address} `);
    await page.clock.fastForward('01:01');
    await page.getByLabel('Verification code').fill(await sendAndReadCode(page, email));
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(toast(page, 'This wallet address is already saved for this currency.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/mine/withdraw-way');
    await page.goto('/mine/coin-address-list');
    await expect(page.locator('.payout-card')).toHaveCount(1);

    // Withdraw: the only payout account is chosen as the screen opens, its currency with it.
    await page.goto('/mine/withdraw');
    await expect(page.getByRole('radio', { name: /USDT\s*TRC20/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: new RegExp(address) })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('withdraw-available')).toHaveText('1000.00 USD');
    await expect(page.getByTestId('withdraw-frozen')).toHaveText('0.00 USD');
    // The fee and what arrives follow the amount as it is typed.
    await page.getByRole('radio', { name: /BTC\s*Bitcoin/ }).click();
    await page.getByLabel('Amount (USD)').fill('100');
    // BTC at its own 8 decimals: (100 − 0.5) ÷ 65000, rounded down; 2 decimals would read 0.00.
    await expect(page.getByTestId('withdraw-received')).toHaveText('0.00153076 BTC');
    await expect(page.getByText('Please set up a payment account first')).toBeVisible();

    await page.getByRole('radio', { name: /USDT\s*TRC20/ }).click();
    await page.getByLabel('Amount (USD)').fill('250');
    await expect(page.getByTestId('withdraw-fee')).toHaveText('1.000000 USD');
    await expect(page.getByTestId('withdraw-received')).toHaveText('249.00 USDT');
    // The only address of this currency is chosen for the person.
    await expect(page.getByRole('radio', { name: new RegExp(address) })).toHaveAttribute('aria-checked', 'true');
    // The page's 60 s wait since the bind's code has passed (the server's is off in e2e).
    await page.clock.fastForward('01:01');
    await page.getByLabel('Verification code').fill(await sendAndReadCode(page, email));
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the withdrawal' });

    // More than is available: confirmed, then refused by the server with its message; nothing freezes.
    await page.getByLabel('Amount (USD)').fill('2000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(toast(page, 'You can withdraw at most 1000.00 USD now.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('withdraw-frozen')).toHaveText('0.00 USD');

    await page.getByLabel('Amount (USD)').fill('250');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(confirm).toContainText('250.00 USD');
    await expect(confirm).toContainText('249.00 USDT');
    await expect(confirm).toContainText(address);
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(toast(page, 'Your withdrawal has been submitted for review.')).toBeVisible();
    await expect(confirm).toBeHidden();

    // Frozen, and listed as under review.
    await expect(page.getByTestId('withdraw-frozen')).toHaveText('250.00 USD');
    await expect(page.getByTestId('withdraw-available')).toHaveText('750.00 USD');
    const record = page.locator('.draw-record').first();
    await expect(record).toContainText('250.00 USD');
    await expect(record).toContainText('249.00 USDT');

    // The operator rejects it: on reload the amount is free again and the reason is shown.
    const pending = await pendingWithdrawal(page);
    expect(pending.number).toBe('250.00');
    await operator(page.request, 'withdrawals.reject', { id: pending.id, reason: 'The address failed our screening.' });
    await page.reload();
    await expect(page.getByTestId('withdraw-frozen')).toHaveText('0.00 USD');
    await expect(page.getByTestId('withdraw-available')).toHaveText('1000.00 USD');
    await expect(page.locator('.draw-record').first()).toContainText('Reason: The address failed our screening.');
  });

  test('binds a bank account in the approved name only, lists it on the wallet, and deletes it after asking', async ({ page }, info) => {
    const email = `e2e-bank-${info.project.name}-${Date.now()}@example.com`;
    await page.clock.install();
    await page.goto('/register');
    await registerWithCode(page, { email });
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await approvedIdentity(page, 'Arjun Mehta');

    await page.goto('/mine/wallet');
    await expect(page.getByRole('link', { name: /Bank accounts\s*None yet/ })).toBeVisible();
    await page.getByRole('link', { name: /Bank accounts/ }).click();
    await expect(page.getByText('No bank account yet')).toBeVisible();
    await page.getByRole('link', { name: 'Add a bank account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/mine/withdraw-way' && url.searchParams.get('type') === '2');

    // The payee name comes from the approved identity; another name is refused by the server.
    await page.getByRole('radio', { name: /USD\s*SWIFT/ }).click();
    await expect(page.getByLabel('Payee name')).toHaveValue('Arjun Mehta');
    await page.getByLabel('Bank name').fill('DBS Bank');
    await page.getByLabel('Bank address').fill('12 Marina Boulevard, Singapore');
    await page.getByLabel('SWIFT code').fill('DBSSSGSG');
    await page.getByLabel('Account number').fill('0721234567');
    await page.getByLabel('Payee name').fill('Someone Else');
    await page.getByLabel('Verification code').fill(await sendAndReadCode(page, email));
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(toast(page, 'The payee must be the person named in your verified identity.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/mine/withdraw-way');

    await page.getByLabel('Payee name').fill('Arjun Mehta');
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(toast(page, 'Payment account saved.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/mine/bank-card-list');
    const card = page.locator('.payout-card').filter({ hasText: '0721234567' });
    await expect(card).toContainText('DBS Bank');
    await expect(card).toContainText('Arjun Mehta');

    // Withdraw opens on the bank tab (no coin address) with this one account chosen.
    await page.goto('/mine/withdraw');
    await expect(page.getByRole('button', { name: 'Bank', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: /USD\s*SWIFT/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: /0721234567/ })).toHaveAttribute('aria-checked', 'true');
    await page.goto('/mine/bank-card-list');

    // Delete asks first; cancelling keeps it, confirming removes it with the server's message.
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this bank account?' });
    await expect(dialog).toContainText('USD …4567');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Payment account deleted.')).toBeVisible();
    await expect(page.getByText('No bank account yet')).toBeVisible();
  });
});
