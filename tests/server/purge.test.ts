import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/server/clock.ts';
import { call, startServer, type TestServer } from './helpers.ts';

// Expired rows are deleted on a schedule that runs on the server's clock: the test moves it and
// looks in the database. It never waits for time to pass; expect.poll only lets a purge the
// clock started finish its queries (PostgreSQL answers over the network).
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clock = createManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ purgeEveryMs: 10 * MINUTE }, { clock, runMarket: false });
});
afterAll(async () => {
  await server.stop();
});

const count = async (table: 'captchas' | 'verification_codes' | 'sessions' | 'attempts' | 'attempt_counters') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the purge', () => {
  it('deletes a captcha once it has expired, and keeps one still in its 5 minutes', async () => {
    const old = (await call(server.baseUrl, 'GET', '/api/captcha')).body.data.id as string;
    await clock.advance(6 * MINUTE);
    const fresh = (await call(server.baseUrl, 'GET', '/api/captcha')).body.data.id as string;
    const ids = async () => (await server.db.selectFrom('captchas').select('id').execute()).map((r) => r.id);
    expect(await ids()).toEqual(expect.arrayContaining([old, fresh]));
    await clock.advance(4 * MINUTE); // the purge at minute 10
    await expect.poll(ids).not.toContain(old);
    expect(await ids()).toContain(fresh);
  });

  it('deletes verification codes past their 10 minutes', async () => {
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: 'purge@example.com', type: 1 });
    const codes = () => server.db.selectFrom('verification_codes').select('id').where('target', '=', 'email:purge@example.com').execute();
    expect(await codes()).toHaveLength(1);
    await clock.advance(20 * MINUTE);
    await expect.poll(codes).toHaveLength(0);
  });

  it('deletes a session 7 days after its last use, and keeps one in use', async () => {
    const idle = (await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU')).body.data.token as string;
    const used = (await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU')).body.data.token as string;
    const sessions = await count('sessions');
    for (let day = 0; day < 8; day++) {
      expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: used })).body.code).toBe(1);
      await clock.advance(DAY);
    }
    await expect.poll(() => count('sessions')).toBe(sessions - 1);
    expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: used })).body.code).toBe(1);
    expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: idle })).body.code).toBe(999);
  });

  it('deletes counted attempts and login counters once they are older than every limit’s window', async () => {
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: 'nobody@example.com', type: 2 });
    await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: 'nobody@example.com', password: 'wrongPass1', login_type: 'email' });
    expect(await count('attempts')).toBeGreaterThan(0);
    expect(await count('attempt_counters')).toBeGreaterThan(0);
    await clock.advance(25 * 60 * MINUTE);
    await expect.poll(() => count('attempts')).toBe(0);
    await expect.poll(() => count('attempt_counters')).toBe(0);
  });
});
