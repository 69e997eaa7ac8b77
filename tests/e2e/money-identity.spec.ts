import { test, expect } from './fixtures.ts';
import { registerWithCode, toast } from './helpers/accounts.ts';
import { ops, photo, seriousViolations, sessionUserId } from './helpers/ops.ts';

// The identity check against the real server: a new real account sends its documents, the
// operator rejects them with a reason (the real command line), the user reads the reason and
// sends them again, and the check is under review once more.
test('an identity rejected with a reason is resubmitted and is under review again', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'one account a run is enough');
  await page.goto('/register');
  await registerWithCode(page, { email: `e2e-identity-${Date.now()}@example.com` });
  await expect(page).toHaveURL((url) => url.pathname === '/user');
  const userId = await sessionUserId(page);

  await page.goto('/mine/auth');
  await expect(page.getByTestId('identity-status')).toHaveText('Not submitted: verify your identity to withdraw.');
  await expect(page.getByText(/We cannot serve residents of .*North Korea/)).toBeVisible();

  // Missing photos: each slot says so, and nothing is sent.
  await page.getByLabel('Full name').fill('Mei Chan');
  await page.getByLabel('ID number').fill(`A${Date.now()}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please upload the front of your ID')).toBeVisible();
  await expect(page.getByText('Please upload the back of your ID')).toBeVisible();
  await expect(page.getByText('Please choose your country of residence')).toBeVisible();

  const chooseCountry = async (search: string, name: RegExp) => {
    await page.getByRole('button', { name: /Country or region of residence/ }).click();
    await page.getByRole('searchbox', { name: 'Search by name or code' }).fill(search);
    await page.getByRole('button', { name }).click();
  };
  await page.getByLabel('Front of the ID').setInputFiles(await photo('jpeg', '#36c'));
  await page.getByLabel('Back of the ID').setInputFiles(await photo('png', '#c63'));
  await expect(page.getByRole('img', { name: 'Chosen picture' })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // A resident of an excluded country is refused with the server's message.
  await chooseCountry('KP', /North Korea/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Our service is not available in this country or region.')).toBeVisible();

  await chooseCountry('Germany', /^Germany/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Your identity details have been submitted for review.')).toBeVisible();
  await expect(page.getByTestId('identity-status')).toHaveText('Under review: we are checking your documents.');
  // The stored photos are shown (read with the token, not a plain link).
  await expect(page.getByRole('img', { name: 'Submitted picture' })).toHaveCount(2);

  ops('identities', 'reject', String(userId), '--reason', 'The back photo is blurred.');
  await page.reload();
  await expect(page.getByTestId('identity-status')).toContainText('Rejected');
  await expect(page.getByTestId('identity-status')).toContainText('The back photo is blurred.');

  await page.getByRole('button', { name: 'Resubmit' }).click();
  // What was sent before is filled in, its photos shown; only the blurred side is replaced.
  await expect(page.getByLabel('Full name')).toHaveValue('Mei Chan');
  await expect(page.getByRole('button', { name: /Country or region of residence/ })).toContainText('Germany');
  await expect(page.getByRole('img', { name: 'Chosen picture' })).toHaveCount(2);
  await page.getByLabel('Back of the ID').setInputFiles(await photo('jpeg', '#393'));
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Your identity details have been submitted for review.')).toBeVisible();
  await expect(page.getByTestId('identity-status')).toHaveText('Under review: we are checking your documents.');
  expect(ops<{ status: number }>('identities', 'show', String(userId)).status).toBe(1);
});
