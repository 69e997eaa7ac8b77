import { test, expect } from './fixtures.ts';
import { registerWithCode, toast } from './helpers/accounts.ts';
import { ops, photo, seriousViolations, sessionUserId, type DepositView } from './helpers/ops.ts';
import { codeRows, screenRows } from './helpers/qr.ts';

// A coin deposit end to end against the real server: a new real account sends a proof photo
// (a real PNG made here), the operator approves it with the real command line, and the user
// sees the money in the balance and the ledger.
test.describe('deposit', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a coin deposit with a proof photo, approved from the command line, shows in the balance and the ledger', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'one account a run is enough');
    await page.goto('/register');
    await registerWithCode(page, { email: `e2e-deposit-${Date.now()}@example.com` });
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    const userId = await sessionUserId(page);

    await page.goto('/mine/charge');
    await expect(page.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
    // The seeded USDT networks: each shows its own address, which copies with "copy success".
    await page.getByRole('button', { name: 'USDT', exact: true }).click();
    await page.getByRole('button', { name: 'TRC20', exact: true }).click();
    const address = (await page.getByTestId('deposit-address').textContent()) ?? '';
    expect(address.length).toBeGreaterThan(10);
    // Its QR code is the code of exactly that address, read off the screen's pixels with its
    // white quiet zone; white on black in dark mode too, so a wallet's camera reads it.
    const qr = page.getByRole('img', { name: 'QR code of the deposit address' });
    await expect(qr).toBeVisible();
    const expected = codeRows(address);
    expect(await screenRows(qr, expected.length)).toEqual(expected);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(170);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await screenRows(qr, expected.length)).toEqual(expected);
    await page.emulateMedia({ colorScheme: 'light' });
    // Another network, another address, another code.
    await page.getByRole('button', { name: 'ERC20', exact: true }).click();
    const erc20 = (await page.getByTestId('deposit-address').textContent()) ?? '';
    expect(erc20).not.toBe(address);
    expect(await screenRows(qr, codeRows(erc20).length)).toEqual(codeRows(erc20));
    await page.getByRole('button', { name: 'TRC20', exact: true }).click();
    await expect(page.getByTestId('deposit-address')).toHaveText(address);

    await page.getByRole('button', { name: 'Copy the address' }).click();
    await expect(toast(page, 'copy success')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(address);

    // Nothing entered: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter the recharge amount')).toBeVisible();
    await expect(page.getByText('Please upload the proof of payment')).toBeVisible();

    await page.getByLabel('Coin amount').fill('250');
    const [upload] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/common/image_upload'),
      page.getByLabel('Proof of payment').setInputFiles(await photo('png', '#2a6')),
    ]);
    expect(upload.status()).toBe(200);
    await expect(page.getByRole('img', { name: 'Chosen picture' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Your deposit has been submitted for review.')).toBeVisible();
    // The form is empty again, the proof picture too, ready for another deposit.
    await expect(page.getByLabel('Coin amount')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Chosen picture' })).toHaveCount(0);
    await expect(page.getByText('Tap to choose a photo')).toBeVisible();
    const records = page.getByTestId('charge-records');
    await expect(records.getByRole('listitem').first()).toContainText('250');
    await expect(records.getByRole('listitem').first()).toContainText('Pending review');

    // The operator finds it (with its proof) and credits what arrived.
    const deposits = ops<DepositView[]>('deposits', 'list');
    const mine = deposits.find((d) => d.user_id === userId);
    expect(mine).toMatchObject({ type: 'coin', currency: 'USDT', status: 0 });
    expect(mine!.proof).toMatch(/\/api\/common\/image\//);
    ops('deposits', 'approve', String(mine!.id), '--amount', '249.50', '--reason', 'arrived on chain, e2e');

    await page.goto('/mine/history');
    await expect(page.getByTestId('available')).toHaveText('249.50');
    await expect(page.getByTestId('frozen')).toHaveText('0.00');
    const entry = page.getByRole('list', { name: 'Ledger' }).getByRole('listitem').first();
    await expect(entry).toContainText('Deposit');
    await expect(entry).toContainText('+249.50');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/mine/invite');
    await expect(page.getByTestId('invite-link')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/register\?invite_code=\w+$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'copy success')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(await page.getByTestId('invite-link').textContent());
    await expect(page.getByTestId('invite-count')).toHaveText('0');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/mine/charge');
    await expect(page.getByTestId('charge-records').getByRole('listitem').first()).toContainText('Finished');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the wire tab lists the channels with their details, and an oversized picture shows the server's message", async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'one account a run is enough');
    await page.goto('/register');
    await registerWithCode(page, { email: `e2e-wire-${Date.now()}@example.com` });
    await expect(page).toHaveURL((url) => url.pathname === '/user');
    await page.goto('/mine/charge');
    await page.getByRole('button', { name: 'Bank wire' }).click();
    const channels = page.getByRole('radiogroup', { name: 'Payment channel' }).getByRole('radio');
    expect(await channels.count()).toBeGreaterThan(0);
    await expect(page.getByTestId('wire-detail')).not.toBeEmpty();

    // 11 MB: the server answers 413 with its message, and the slot stays empty.
    await page.getByLabel('Proof of payment').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
    await expect(toast(page, 'The picture is larger than 10 MB. Please choose a smaller one.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Chosen picture' })).toHaveCount(0);
  });
});
