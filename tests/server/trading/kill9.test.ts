import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { openDb, type Db } from '../../../src/server/db/connect.ts';
import { call, freshPostgres } from '../helpers.ts';
import { MY_DEAL, SUBMIT } from './harness.ts';

// Issue 8: an order acknowledged to the client survives kill -9. The real server runs as a
// child process; several demo accounts submit orders concurrently with client_keys; the process
// is killed with SIGKILL while requests are in flight; a new process on the same data must hold
// every acknowledged order exactly once, balances equal to their ledgers, and answer a resubmit
// of an acknowledged client_key with the same order.

const USERS = 6;
const IN_FLIGHT_PER_USER = 4;
/** Acknowledged orders before the kill. */
const KILL_AFTER = 150;

const dataDir = mkdtempSync(join(tmpdir(), 'lotwise-kill9-'));
const children = new Set<ChildProcess>();
let db: Db | undefined;
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Starts `src/server/main.ts` (node with tsx's loader, so SIGKILL reaches the server itself and
 * not a wrapper) and resolves once it logs that it is listening.
 */
async function startProcess(port: number, databaseUrl: string): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', NODE_ENV: 'test', LIMIT_DEMO: '100/1h' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  void exited.then(() => children.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('Lotwise is running at')) resolve();
    });
    void exited.then((how) => reject(new Error(`server exited (${String(how)}) before listening: ${stderr}`)));
  });
  return { child, exited };
}

it('every order acknowledged before a kill -9 is there exactly once after the restart', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const databaseUrl = await freshPostgres(dataDir);
  const first = await startProcess(port, databaseUrl);

  const api = async (token: string, path: string, params: Record<string, string | number> = {}) => (await call(base, 'GET', path, params, token ? { authorization: token } : {})).body;
  const btc = ((await api('', '/v1/api/forex/trade_list', { searchCurrency: 'BTC' })).data as Array<{ Id: number; Code: string }>).find((i) => i.Code === 'BTCUSD')!.Id;
  const users: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < USERS; i++) {
    const body = await api('', '/api/user/createAccountDemoForU');
    users.push({ id: body.data.user.id, token: body.data.token });
  }

  // Crypto trades every day, so the test runs whatever the date. Orders: market buys and sells,
  // and pending orders far from the price (they stay pending).
  const acknowledged = new Map<string, { userId: number; orderId: number; params: Record<string, string | number> }>();
  const unanswered = new Map<string, { userId: number; token: string; params: Record<string, string | number> }>();
  let killed = false;
  const paramsFor = (n: number, key: string): Record<string, string | number> =>
    n % 5 === 4
      ? { type: 1, cont: '0.01', forex_id: btc, status: 0, multiple: 10, target_price: '1000.00', client_key: key }
      : { type: n % 2 === 0 ? 1 : 2, cont: '0.01', forex_id: btc, status: 1, multiple: 10, client_key: key };
  let sequence = 0;
  const worker = async (user: { id: number; token: string }) => {
    while (!killed) {
      const n = sequence++;
      const key = `kill9-${user.id}-${n}`;
      const params = paramsFor(n, key);
      unanswered.set(key, { userId: user.id, token: user.token, params });
      let body: { code: number; data: { Id: number } } | undefined;
      try {
        body = await api(user.token, SUBMIT, params);
      } catch {
        return; // the server is gone: this request was never acknowledged
      }
      unanswered.delete(key);
      expect(body!.code, `submit ${key}: ${JSON.stringify(body)}`).toBe(1);
      acknowledged.set(key, { userId: user.id, orderId: body!.data.Id, params });
      if (acknowledged.size >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(users.flatMap((user) => Array.from({ length: IN_FLIGHT_PER_USER }, () => worker(user))));
  expect(await first.exited).toBe('SIGKILL');
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
  // The kill came mid-load: requests were still unanswered.
  expect(unanswered.size).toBeGreaterThan(0);

  const second = await startProcess(port, databaseUrl);
  db = await openDb({ databaseUrl, sqliteFile: join(dataDir, 'lotwise.db') });

  // Every acknowledged order is stored once, for its user, with its client_key.
  const rows = await db.selectFrom('orders').select(['id', 'user_id', 'client_key']).where('client_key', 'like', 'kill9-%').execute();
  const byKey = new Map<string, Array<(typeof rows)[number]>>();
  for (const r of rows) byKey.set(r.client_key!, [...(byKey.get(r.client_key!) ?? []), r]);
  for (const [key, ack] of acknowledged) {
    expect(
      byKey.get(key)?.map((r) => [Number(r.id), Number(r.user_id)]),
      `order ${key}`,
    ).toEqual([[ack.orderId, ack.userId]]);
  }
  // Nothing twice, acknowledged or not.
  for (const [key, list] of byKey) expect(list.length, `rows for ${key}`).toBe(1);

  // my_deal shows each user every acknowledged order (holdings and pending), after the restart.
  for (const user of users) {
    const listed = new Set<number>();
    for (const status of [1, 0]) {
      for (let page = 1; ; page++) {
        const body = await api(user.token, MY_DEAL, { status, page });
        for (const o of body.data.data as Array<{ Id: number }>) listed.add(o.Id);
        if (page * 20 >= body.data.total) break;
      }
    }
    const mine = [...acknowledged.values()].filter((a) => a.userId === user.id).map((a) => a.orderId);
    expect(
      mine.filter((id) => !listed.has(id)),
      `acknowledged orders of ${user.id} missing from my_deal`,
    ).toEqual([]);
  }

  // A resubmit of an acknowledged client_key answers the same order and opens nothing.
  const before = rows.length;
  for (const [key, ack] of [...acknowledged].slice(0, 40)) {
    const user = users.find((u) => u.id === ack.userId)!;
    const body = await api(user.token, SUBMIT, ack.params);
    expect([body.code, body.data.Id], `resubmit ${key}`).toEqual([1, ack.orderId]);
  }
  // A resubmit of one that was in flight at the kill gives it exactly one order, whether or not it had committed.
  for (const [key, pending] of unanswered) {
    const body = await api(pending.token, SUBMIT, pending.params);
    expect(body.code, `resubmit in-flight ${key}`).toBe(1);
    const again = await api(pending.token, SUBMIT, pending.params);
    expect(again.data.Id, `second resubmit of ${key}`).toBe(body.data.Id);
  }
  const after = await db.selectFrom('orders').select(['client_key']).where('client_key', 'like', 'kill9-%').execute();
  expect(after.length).toBe(before + [...unanswered.keys()].filter((k) => !byKey.has(k)).length);

  // Balances equal their ledgers; the used margin is the open positions' margin.
  for (const user of users) {
    const money = await db.selectFrom('users').select(['balance', 'used_margin']).where('id', '=', BigInt(user.id)).executeTakeFirstOrThrow();
    const ledger = await db
      .selectFrom('ledger')
      .select((eb) => eb.fn.sum<bigint | string>('value').as('sum'))
      .where('user_id', '=', BigInt(user.id))
      .executeTakeFirstOrThrow();
    const margin = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<bigint | string>('margin').as('sum'))
      .where('user_id', '=', BigInt(user.id))
      .where('status', '=', 1n)
      .executeTakeFirstOrThrow();
    expect(money.balance, `balance of ${user.id}`).toBe(BigInt(ledger.sum));
    expect(money.used_margin, `used margin of ${user.id}`).toBe(BigInt(margin.sum ?? 0));
  }

  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 120_000);
