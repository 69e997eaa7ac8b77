// The operator in e2e: the real command line (`npm run ops`, scripts/ops.ts), pointed at the e2e
// server (PORT) with the key file the server wrote in its data directory (DATA_DIR), exactly as
// the README's "Operating" section tells an operator to run it.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import sharp from 'sharp';

/** Runs `npm run ops -- <words and flags> --operator e2e` and returns its printed JSON result. */
export function ops<T = unknown>(...args: string[]): T {
  const out = execFileSync('npx', ['tsx', 'scripts/ops.ts', ...args, '--operator', 'e2e'], {
    env: { ...process.env, PORT: String(process.env.E2E_PORT ?? 8091), DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as T;
}

export interface DepositView {
  id: number;
  user_id: number;
  type: 'coin' | 'wire';
  currency: string;
  number: string;
  status: number;
  proof: string;
}

/** The signed-in user's id, as the app stored the session. */
export async function sessionUserId(page: Page): Promise<number> {
  const id = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session') ?? 'null')?.user?.id ?? 0`)) as number;
  if (!id) throw new Error('no session in the page');
  return id;
}

/** A real small picture (a coloured square with a stripe), as a phone camera's file would be. */
export async function photo(format: 'png' | 'jpeg', colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="${colour}"/><rect y="40" width="160" height="20" fill="#fff"/></svg>`,
  );
  const buffer = await sharp(stripe)[format]().toBuffer();
  return { name: `photo.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer };
}

/** Serious and critical accessibility problems axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // A toast fading in is measured at part opacity: let finite animations end first (skeleton
  // shimmers run forever and are left alone). Polled with evaluate: waitForFunction would eval
  // inside the page, which its CSP forbids. A string expression: no DOM types in e2e files.
  await expect.poll(() => page.evaluate(`document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`)).toBe(true);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
