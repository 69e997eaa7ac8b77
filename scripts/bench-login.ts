// Part of `npm run bench`: how long a legitimate login from another address takes while 200
// wrong logins arrive at once from one address, at the production scrypt cost (N = 2^17).
// Three servers: the shipped limits; the per-address login limit raised, so the whole flood
// reaches the hash queue (whose own lane limit refuses most of it); and the queue opened too,
// so only its turns between addresses stand between the flood and the legitimate login.
// Prints numbers; asserts nothing. Run alone with `npx tsx scripts/bench-login.ts`.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../src/server/app.ts';
import { createHashQueue } from '../src/server/auth/hash-queue.ts';
import { createPasswordHasher } from '../src/server/auth/passwords.ts';
import type { Config } from '../src/server/config.ts';

const FLOOD = 200;

function login(port: number, localAddress: string, account: string, password: string): Promise<{ code: number; ms: number }> {
  const body = new URLSearchParams({ account, password, login_type: 'email' }).toString();
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/user/loginForU',
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), lang: 'en' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ code: (JSON.parse(text) as { code: number }).code, ms: performance.now() - start }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function scenario(label: string, overrides: Partial<Config>, env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-bench-login-'));
  const server = await buildServer({ dataDir, sqliteFile: join(dataDir, 'lotwise.db'), databaseUrl: '', logLevel: 'error', port: 0, ...overrides }, { ...process.env, ...env }, { runMarket: false });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The legitimate account, hashed at the server's own cost.
  const hasher = createPasswordHasher({ scryptN: server.config.scryptN, queue: createHashQueue({ concurrency: 1, maxWaiting: 1, maxWaitingPerLane: 1 }) });
  await server.db
    .insertInto('users')
    .values({
      uid: '10000001',
      email: 'legit@example.com',
      area_code: null,
      phone: null,
      password_hash: await hasher.hash('goodPass123'),
      is_demo: 0,
      demo_id: null,
      credit_score: 0,
      invite_code: 'BENCH001',
      invited_by: null,
      balance: 0n,
      lock_balance: 0n,
      created_at: Date.now(),
    })
    .execute();

  const quiet = await login(port, '127.0.0.2', 'legit@example.com', 'goodPass123');
  const flood = Array.from({ length: FLOOD }, (_, i) => login(port, '127.0.0.1', `guess${i}-${randomBytes(3).toString('hex')}@example.com`, 'wrongPass1'));
  await new Promise((resolve) => setTimeout(resolve, 100)); // the flood is in, hashes are running
  const during = await login(port, '127.0.0.3', 'legit@example.com', 'goodPass123');
  const floodReplies = await Promise.all(flood);
  const byCode = new Map<number, number>();
  for (const r of floodReplies) byCode.set(r.code, (byCode.get(r.code) ?? 0) + 1);
  const slowest = Math.max(...floodReplies.map((r) => r.ms));
  console.log(
    `${label.padEnd(44)} legit login alone ${quiet.ms.toFixed(0)} ms; during the flood ${during.ms.toFixed(0)} ms (code ${during.code}); ` +
      `flood codes ${[...byCode].map(([c, n]) => `${c}×${n}`).join(' ')}, last answer after ${slowest.toFixed(0)} ms`,
  );
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

export async function benchLoginFlood(): Promise<void> {
  console.log(`login flood (${FLOOD} wrong at once from 127.0.0.1, scrypt N = 2^17); load: ${execSync('uptime').toString().trim()}`);
  await scenario('shipped limits', {});
  await scenario('LIMIT_LOGIN_ADDRESS=1000/15m', {}, { LIMIT_LOGIN_ADDRESS: '1000/15m' });
  await scenario('... and HASH_QUEUE_MAX, _PER_ADDRESS 1000', {}, { LIMIT_LOGIN_ADDRESS: '1000/15m', HASH_QUEUE_MAX: '1000', HASH_QUEUE_PER_ADDRESS: '1000' });
  console.log(`load after: ${execSync('uptime').toString().trim()}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLoginFlood();
