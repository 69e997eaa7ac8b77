// Account helpers for e2e specs against the real server: codes are read from its outbox (no mail
// server in e2e), a captcha's answer from the server's test mode (never from the picture).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export const PASSWORD = 'Lotwise2024';

/** The newest code the server wrote to the outbox for `to` after `since`. */
export function codeFor(to: string, since: number): string | undefined {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line) as { at: string; to: string; text: string };
    if (entry.to === to && Date.parse(entry.at) >= since) return /\b(\d{6})\b/.exec(entry.text)?.[1];
  }
  return undefined;
}

/**
 * The answer of a new captcha, from the server (the e2e server runs in CAPTCHA_TEST_MODE, which
 * adds it to GET /api/captcha), never from the picture: taps the picture for a new one, as a
 * person who cannot read it would, and reads the answer off that reply.
 */
export async function captchaAnswer(page: Page): Promise<string> {
  const another = page.getByRole('button', { name: 'Show another picture' });
  await expect(another).toBeEnabled();
  const [reply] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/captcha'), another.click()]);
  const answer = ((await reply.json()) as { data?: { answer?: string } }).data?.answer;
  if (!answer) throw new Error('GET /api/captcha sent no answer: is the e2e server in CAPTCHA_TEST_MODE?');
  await expect(page.getByRole('img', { name: 'Image code' })).toBeVisible();
  return answer;
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text);

/** Presses 'Send code', checks the server's answer and the countdown, and returns the code sent to `to`. */
export async function sendAndReadCode(page: Page, to: string): Promise<string> {
  const sentAt = Date.now() - 1_000;
  // The request and the server's answer are checked before the toast: twice a CI run saw no toast
  // and no countdown after this click, and a failure here says which side lost it.
  const replied = page.waitForResponse((r) => /^\/api\/notify\/send_(email|sms)$/.test(new URL(r.url()).pathname), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Send code' }).click();
  const answer = (await (await replied).json()) as { code: number; msg: string };
  expect(answer, 'the server’s answer to the code request').toMatchObject({ code: 1 });
  await expect(toast(page, 'The verification code has been sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  let code: string | undefined;
  await expect.poll(() => (code = codeFor(to, sentAt))).toMatch(/^\d{6}$/);
  return code!;
}

/** Picks a country or region in the form's picker (register starts with none), by its English name. */
export async function chooseArea(page: Page, name: string) {
  await page.getByRole('button', { name: /Country or region/ }).click();
  const picker = page.getByRole('dialog', { name: /Country or region/ });
  await picker.getByRole('searchbox').fill(name);
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Country or region/ })).toContainText(name);
}

/** Fills the register form (email, or mobile; the country chosen is Taiwan, +886) and submits it. */
export async function registerWithCode(page: Page, address: { email: string } | { phone: string }) {
  await chooseArea(page, 'Taiwan');
  if ('email' in address) await page.getByLabel('Email address').fill(address.email);
  else await page.getByLabel('Phone number').fill(address.phone);
  const code = await sendAndReadCode(page, 'email' in address ? address.email : `+886 ${address.phone}`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Image code' }).fill(await captchaAnswer(page));
  await page.getByRole('checkbox', { name: /accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

/** Logs out from the user centre's 'Other' page and waits for home. */
export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mine' }).click();
  await page.getByRole('link', { name: 'Other' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(toast(page, 'You have logged out.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}
