import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, quoteRow } from './fixtures.ts';
import { offlineBanner } from './helpers/offline.ts';

// Issue 11, items 1 and 7: the server stops and comes back; the socket worker reconnects by
// itself (backoff with jitter), subscribes again, and prices move again without a reload.
// This spec runs its own server on a free port of its own, so stopping it disturbs no other spec.
const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-e2e-restart-'));
let port = 0;
let base = '';

/** A port nobody listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<ChildProcess> {
  if (!port) {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/basicSet/getBasicInfo`).then(
          (reply) => reply.ok,
          () => false,
        ),
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  // The answer must come from this process, not from something else on the port.
  expect(server.exitCode, 'the restarted server exited (port taken?)').toBeNull();
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL'); // as abrupt as a crash or a pulled cable: no goodbye to the sockets
  await exited;
}

test.describe('the live connection across a server restart', () => {
  test.describe.configure({ timeout: 150_000 });

  test('reconnects by itself and prices move again, without a reload', async ({ page }) => {
    let server = await startServer();
    try {
      await page.goto(`${base}/`);
      const price = quoteRow(page, 'BTC/USD').getByTestId('price');
      await expect(price).toHaveText(/^\d[\d,]*\.\d+$/);
      const first = await price.textContent();
      await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(first);
      await expect(page.getByText('Live', { exact: true })).toBeVisible();
      // A marker that survives only if the page is never reloaded.
      await page.evaluate(`window.__sameVisit = true`);

      await stopServer(server);
      await expect(page.getByText('Connecting', { exact: true })).toBeVisible();
      await expect(offlineBanner(page)).toHaveText(/^Offline · prices as of /, { timeout: 20_000 });
      // One state at a time: under "Offline" the header no longer says "Connecting" (issue 19).
      await expect(page.getByText('Connecting', { exact: true })).toBeHidden();
      const frozen = await price.textContent();

      server = await startServer();
      await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(offlineBanner(page)).toBeHidden();
      await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(frozen);
      expect(await page.evaluate(`window.__sameVisit === true`)).toBe(true);
    } finally {
      await stopServer(server);
    }
  });
});
