import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { buildServer } from '../../src/server/app.ts';
import { createHashQueue } from '../../src/server/auth/hash-queue.ts';
import { createPasswordHasher } from '../../src/server/auth/passwords.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ServerBusy } from '../../src/server/errors.ts';
import { TEST_SCRYPT_N } from './helpers.ts';
import { registerByEmail, serverOnManualClock } from './accounts-helpers.ts';
import { logIn } from './login-helpers.ts';

const { server } = serverOnManualClock();
const storedHash = async (email: string) => (await server.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash!;

describe('a password hash made with older parameters', () => {
  it('is replaced by one at today’s cost at the next successful login', async () => {
    const { email, password } = await registerByEmail(server);
    const older = createPasswordHasher({ scryptN: TEST_SCRYPT_N / 2, queue: createHashQueue({ concurrency: 1, maxWaiting: 1, maxWaitingPerLane: 1 }) });
    const oldHash = await older.hash(password);
    await server.db.updateTable('users').set({ password_hash: oldHash }).where('email', '=', email).execute();

    expect((await logIn(server.baseUrl, { account: email, password: 'wrongPass1' })).code).toBe(ResultCode.REFUSED);
    expect(await storedHash(email)).toBe(oldHash); // a wrong password changes nothing

    expect((await logIn(server.baseUrl, { account: email, password })).code).toBe(ResultCode.OK);
    const newHash = await storedHash(email);
    expect(newHash).not.toBe(oldHash);
    expect(newHash.startsWith(`scrypt$${TEST_SCRYPT_N}$8$1$`)).toBe(true);
    expect((await logIn(server.baseUrl, { account: email, password })).code).toBe(ResultCode.OK);
    expect(await storedHash(email)).toBe(newHash); // already at today's cost: left alone
  });
});

describe('the scrypt cost', () => {
  it('is OWASP’s minimum unless set, in production too', () => {
    expect(loadConfig({}).scryptN).toBe(2 ** 17);
    expect(loadConfig({ NODE_ENV: 'production' }).scryptN).toBe(2 ** 17);
    expect(loadConfig({ SCRYPT_N: '1024' }).scryptN).toBe(1024);
  });

  it('stops a production server from starting when it is set lower', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SCRYPT_N: '1024' })).toThrow(/SCRYPT_N=1024 is for tests only/);
    const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-prod-'));
    try {
      await expect(buildServer({ dataDir, sqliteFile: join(dataDir, 'lotwise.db'), databaseUrl: '', logLevel: 'silent' }, { NODE_ENV: 'production', SCRYPT_N: '4096' })).rejects.toThrow(
        /for tests only/,
      );
      await expect(buildServer({ dataDir, sqliteFile: join(dataDir, 'lotwise.db'), databaseUrl: '', logLevel: 'silent', scryptN: 1024 }, { NODE_ENV: 'production' })).rejects.toThrow(/for tests only/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a value that is not a power of two', () => {
    expect(() => loadConfig({ SCRYPT_N: '100000' })).toThrow(/power of two/);
  });
});

/** A job that finishes when the test says so, and tells when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { job: () => (log.push(name), done), open };
}

/** Lets started jobs reach their first line (promise callbacks), without waiting on any timer. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the hash queue', () => {
  it('runs as many hashes at once as its concurrency, and refuses past its length', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 2, maxWaitingPerLane: 5 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(log, n));
    const runs = gates.map((g, i) => queue.run(`address${i}`, g.job));
    await settle();
    expect(log).toEqual(['a', 'b']);
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    await expect(queue.run('lane9', async () => 'never')).rejects.toBeInstanceOf(ServerBusy);
    gates[0].open();
    await runs[0];
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the next free slot to an address that waits, ahead of the rest of a flood', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 100, maxWaitingPerLane: 100 });
    const log: string[] = [];
    const flood = Array.from({ length: 5 }, (_, i) => gate(log, `flood${i}`));
    const floodRuns = flood.map((g) => queue.run('203.0.113.9', g.job));
    const legit = gate(log, 'legit');
    const legitRun = queue.run('198.51.100.1', legit.job);
    await settle();
    expect(log).toEqual(['flood0']);
    flood[0].open();
    await floodRuns[0];
    await settle();
    expect(log).toEqual(['flood0', 'legit']);
    legit.open();
    await legitRun;
    await settle();
    expect(log).toEqual(['flood0', 'legit', 'flood1']);
    for (const g of flood) g.open();
    await Promise.all(floodRuns);
  });

  it('never lets one address hold every slot, so another starts at once', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 100, maxWaitingPerLane: 100 });
    const log: string[] = [];
    const flood = Array.from({ length: 4 }, (_, i) => gate(log, `flood${i}`));
    const floodRuns = flood.map((g) => queue.run('203.0.113.9', g.job));
    await settle();
    expect(queue.load()).toEqual({ running: 1, waiting: 3 });
    const legit = gate(log, 'legit');
    const legitRun = queue.run('198.51.100.1', legit.job);
    await settle();
    expect(log).toEqual(['flood0', 'legit']);
    for (const g of [legit, ...flood]) g.open();
    await Promise.all([legitRun, ...floodRuns]);
  });

  it('refuses a flood from one address past its lane, while another address still gets in', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerLane: 2 });
    const log: string[] = [];
    const running = gate(log, 'running');
    const first = queue.run('203.0.113.9', running.job);
    const waiting = [gate(log, 'w1'), gate(log, 'w2')].map((g) => ({ g, run: queue.run('203.0.113.9', g.job) }));
    await expect(queue.run('203.0.113.9', async () => 'never')).rejects.toBeInstanceOf(ServerBusy);
    const other = gate(log, 'other');
    const otherRun = queue.run('198.51.100.1', other.job);
    for (const g of [running, ...waiting.map((w) => w.g), other]) g.open();
    await Promise.all([first, otherRun, ...waiting.map((w) => w.run)]);
    expect(log).toContain('other');
  });
});
