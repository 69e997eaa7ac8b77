import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The trading flow through a load balancer while a node dies (issue 22 item 6). The spec starts
// its own cluster (three node processes on PostgreSQL and NATS, HAProxy at CLUSTER_E2E_PORT), so
// there is no webServer here; .ci/run runs it after the PostgreSQL suite, with
// TEST_DATABASE_URL and TEST_NATS_URL set and the app built.
const port = Number(process.env.CLUSTER_E2E_PORT ?? 8099);
const launchOptions = {
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e-cluster',
  timeout: 300_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'off', screenshot: 'only-on-failure', launchOptions },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions, browserName: 'chromium' } }],
});
