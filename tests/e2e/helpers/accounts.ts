// Account helpers for e2e specs against the real server: codes are read from its outbox (no mail
// server in e2e), the captcha from its picture the way a person reads it.
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

/** The captcha's characters: its SVG's <text> elements in order. */
export async function captchaAnswer(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: 'Image code' });
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src')) ?? '';
  const svg = Buffer.from(src.split(',')[1] ?? '', 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text);

/** Presses 'Send code', checks the server's answer and the countdown, and returns the code sent to `to`. */
export async function sendAndReadCode(page: Page, to: string): Promise<string> {
  const sentAt = Date.now() - 1_000;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'The verification code has been sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  let code: string | undefined;
  await expect.poll(() => (code = codeFor(to, sentAt))).toMatch(/^\d{6}$/);
  return code!;
}

/** Fills the register form (email, or mobile with the default area +886) and submits it. */
export async function registerWithCode(page: Page, address: { email: string } | { phone: string }) {
  if ('email' in address) await page.getByLabel('Email address').fill(address.email);
  else await page.getByLabel('Phone number').fill(address.phone);
  const code = await sendAndReadCode(page, 'email' in address ? address.email : `+886 ${address.phone}`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Image code' }).fill(await captchaAnswer(page));
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
