import { Writable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { createManualClock } from '../../src/server/clock.ts';
import { registerByEmail } from './accounts-helpers.ts';
import { call, openSocket, startServer, type TestServer } from './helpers.ts';

// Another connection (an operator's sqlite3 shell, a backup script) holds SQLite's write lock.
// The server's writes give up after its busy timeout (200 ms here, 5 s by default) and answer
// a generic envelope; nothing crashes, and once the lock is gone everything works again.
const BUSY_TIMEOUT_MS = 200;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = createManualClock();
let server: TestServer;
const logLines: Array<{ level: number; msg: string; err?: { message: string } }> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
    done();
  },
});

beforeAll(async () => {
  server = await startServer({ sqliteBusyTimeoutMs: BUSY_TIMEOUT_MS, logLevel: 'warn' }, { clock, runMarket: false, logStream });
});

afterAll(async () => {
  await server.stop();
});

const FAULT = { code: ResultCode.FAULT, msg: 'Something went wrong on our side. Please try again later.', data: null };

/** Takes the database's write lock from a second connection, as another process would. */
function holdWriteLock(file: string) {
  const other = new SQLite(file);
  other.exec('BEGIN IMMEDIATE');
  return {
    release() {
      other.exec('ROLLBACK');
      other.close();
    },
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
}

describe.skipIf(onPostgres)('while another connection holds the SQLite write lock', () => {
  it('answers logins with a generic envelope within the busy timeout, keeps serving reads, and recovers', async () => {
    const user = await registerByEmail(server);
    expect(user.token).toEqual(expect.any(String));
    const loginParams = { account: user.email, password: user.password, login_type: 'email' };
    // A minute and more later, the session's last use is written again on its next check: a write.
    await clock.advance(120_000);

    const lock = holdWriteLock(server.config.sqliteFile);
    try {
      const read = await call(server.baseUrl, 'GET', '/api/basicSet/getBasicInfo');
      expect(read.status).toBe(200);
      expect(read.body.code).toBe(ResultCode.OK);

      const login = await timed(() => call(server.baseUrl, 'POST', '/api/user/loginForU', loginParams));
      expect(login.result.status).toBe(500);
      expect(login.result.body).toEqual(FAULT);
      expect(login.ms).toBeLessThan(BUSY_TIMEOUT_MS * 10);

      // The access check of a logged-in call (the authenticate step) fails the same way.
      const info = await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: user.token });
      expect(info.status).toBe(500);
      expect(info.body).toEqual(FAULT);

      const socket = await openSocket(server.wsUrl);
      const socketLogin = await timed(async () => {
        socket.send({ type: 'login', token: user.token });
        return socket.waitFor((m) => m.type === 'login');
      });
      expect(socketLogin.result).toEqual({ type: 'login', ok: false });
      expect(socketLogin.ms).toBeLessThan(BUSY_TIMEOUT_MS * 10);
      // The socket stays open and answers.
      socket.send({ type: 'ping', ts: 7 });
      expect(await socket.waitFor((m) => m.type === 'pong')).toEqual({ type: 'pong', ts: 7 });
      socket.close();
    } finally {
      lock.release();
    }
    // The operator learns why: each failure is logged with its cause.
    expect(logLines.filter((l) => l.err?.message === 'database is locked').map((l) => l.msg)).toEqual(['request failed', 'request failed', 'socket login: the token check failed']);

    const login = await call(server.baseUrl, 'POST', '/api/user/loginForU', loginParams);
    expect(login.body.code).toBe(ResultCode.OK);
    const info = await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: user.token });
    expect(info.body.code).toBe(ResultCode.OK);
    const socket = await openSocket(server.wsUrl);
    socket.send({ type: 'login', token: login.body.data.token });
    expect(await socket.waitFor((m) => m.type === 'login')).toEqual({ type: 'login', ok: true });
    socket.close();
  });
});
