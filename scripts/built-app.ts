// What the browser measurements (budget, lighthouse, repeat-start, settled-cpu) share: the built
// app behind the real server on a fresh temporary database, and the local Chromium started with
// the flags of playwright.config.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildServer } from '../src/server/app.ts';

/** Debian's Chromium where it is installed (`npx playwright install` cannot download one here). */
export const CHROMIUM_PATH = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BuiltApp {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Stops the server and removes its data folder. */
  close(): Promise<void>;
}

/** The server on port 0 serving `staticDir` (STATIC_DIR, else dist/app), its data in a new temporary folder named after `purpose`. */
export async function startBuiltApp(purpose: string, logLevel: 'warn' | 'error' = 'error', staticDir = process.env.STATIC_DIR ?? join('dist', 'app')): Promise<BuiltApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `lotwise-${purpose}-`));
  const server = await buildServer({ dataDir, sqliteFile: join(dataDir, 'lotwise.db'), staticDir, logLevel, port: 0 }, {});
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Playwright's Chromium driver on the local browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
