import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BALANCE, CLOSE, SUBMIT, startTrading, type TradingServer } from '../trading/harness.ts';
import { boundCoinAccount, expectBalanced, fundedBy, moneyCode, post, realUser, verifiedIdentity } from './helpers.ts';

// Issue 18: another process (an operator's sqlite3 shell, a backup) holds SQLite's write lock
// for a second while orders, a close and a withdrawal come in. Each waits for the lock within
// SQLITE_BUSY_TIMEOUT_MS (5 s by default) and succeeds once it is released. Before, wallet
// transactions began deferred and read first; SQLite does not wait for a lock a reading
// transaction asks for, so every one of them failed at once.
// The lock is held by a child process: this server waits for it synchronously (better-sqlite3),
// so a connection in this process could never let go while the server waits.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOLD_MS = 1000;
let t: TradingServer;
beforeAll(async () => {
  t = await startTrading();
  await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
});
afterAll(async () => {
  await t?.stop();
});

/**
 * A child process that takes the write lock, writes (as an operator changing a setting would),
 * says so, commits HOLD_MS later and says when it let go. The commit matters: a reading
 * transaction that a commit has overtaken can never write, so SQLite fails it at once.
 */
async function lockFromAnotherProcess(file: string) {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    db.exec('UPDATE site_settings SET value = value');
    console.log('locked');
    setTimeout(() => { db.exec('COMMIT'); db.close(); console.log('released'); }, ${HOLD_MS});`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const events: string[] = [];
  let onLine: (line: string) => void = () => undefined;
  lines.on('line', (line) => {
    events.push(line);
    onLine(line);
  });
  await new Promise<void>((resolve) => (onLine = (line) => line === 'locked' && resolve()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { events, exited };
}

it.skipIf(onPostgres)('waits for a write lock held by another process: orders, a close and a withdrawal all succeed once it is released', async () => {
  const trader = await t.account();
  const eurusd = t.id('EURUSD');
  const held = await t.api(trader.token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd, status: 1, multiple: 100 });
  expect(held.code).toBe(1);
  const saver = await realUser(t.server);
  await fundedBy(t.server, saver, '1000');
  await verifiedIdentity(t.server, saver);
  const { methodId, currency } = await boundCoinAccount(t.server, saver);
  const code = await moneyCode(t.server, saver);
  // The clock moved (codes wait a minute): a session's first use after that writes its last-use
  // time, which would meet the lock outside any money command. Both sessions are used once now.
  expect((await t.api(trader.token, BALANCE)).code).toBe(1);
  expect((await t.api(saver.token, BALANCE)).code).toBe(1);

  const lock = await lockFromAnotherProcess(t.server.config.sqliteFile);
  const answered = (what: string) => (reply: { code: number; msg: string }) => {
    lock.events.push(`answered ${what}`);
    return reply;
  };
  const replies = await Promise.all([
    t.api(trader.token, SUBMIT, { type: 2, cont: '2', forex_id: eurusd, status: 1, multiple: 100 }).then(answered('sell')),
    t.api(trader.token, CLOSE, { id: held.data.Id }).then(answered('close')),
    t.api(trader.token, SUBMIT, { type: 1, cont: '0.5', forex_id: eurusd, status: 0, multiple: 100, target_price: '1.09000' }).then(answered('pending')),
    post(t.server, saver, '/api/account/draw', { draw_currency_id: currency.id, number: '300', draw_method_id: methodId, auth_code: code }).then((r) => answered('withdrawal')(r.body)),
  ]);
  expect(await lock.exited).toBe(0);

  expect(replies.map((r) => [r.code, r.msg])).toEqual([
    [1, 'Order confirmed'],
    [1, 'Closed'],
    [1, 'Order confirmed'],
    [1, 'Your withdrawal has been submitted for review.'],
  ]);
  // Each was answered once the other process had let go, not refused while it held the lock.
  expect(lock.events.slice(0, 2)).toEqual(['locked', 'released']);
  expect(lock.events.slice(2).sort()).toEqual(['answered close', 'answered pending', 'answered sell', 'answered withdrawal']);
  const books = await t.books(trader.id);
  expect(books.ledger).toBe(books.balance);
  expect(books.orderRows).toBe(3);
  expect((await expectBalanced(t.server, saver.id)).lock).toBe(300_00000000n);
});
