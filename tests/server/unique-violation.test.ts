import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/server/db/unique-violation.ts';
import { call, startServer, type TestServer } from './helpers.ts';
import { lastOutboxCode, registerByEmail, solvedCaptcha, uniqueEmail } from './accounts-helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: each driver has its own code.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { runMarket: false });
});
afterAll(async () => {
  await server.stop();
});

const failureOf = async (write: Promise<unknown>) =>
  write.then(
    () => null,
    (error: unknown) => error,
  );
const userRow = (email: string | null, uid: string, inviteCode: string) => ({
  uid,
  invite_code: inviteCode,
  email,
  area_code: null,
  phone: null,
  password_hash: null,
  is_demo: 0,
  demo_id: null,
  invited_by: null,
  credit_score: 0,
  balance: 0n,
  lock_balance: 0n,
  created_at: 0,
});

describe('a unique-constraint failure', () => {
  it('is recognised by the driver’s error code', async () => {
    const { email } = await registerByEmail(server);
    const error = await failureOf(
      server.db
        .insertInto('users')
        .values(userRow(email, '00000001', 'DUPLICAT'))
        .execute(),
    );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('is not confused with another constraint, or with a message that merely says unique', async () => {
    const error = await failureOf(
      server.db
        .insertInto('users')
        .values({ ...userRow(null, '00000002', 'NOTNULL1'), uid: null as unknown as string })
        .execute(),
    );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: users.email'))).toBe(false);
  });

  it('makes a registration that lost the race for its email read like a wrong code, creating nothing', async () => {
    const email = uniqueEmail();
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    // Another registration of the same email finishes first.
    await server.db
      .insertInto('users')
      .values(userRow(email, '00000003', 'RACEWIN1'))
      .execute();
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'email',
      account: email,
      password: 'goodPass123',
      accept_terms: LEGAL_VERSION,
      re_password: 'goodPass123',
      sms_code: lastOutboxCode(server, email)!,
      ...(await solvedCaptcha(server)),
    });
    expect(body.msg).toBe('The verification code is wrong or has expired.');
    const rows = await server.db.selectFrom('users').select('uid').where('email', '=', email).execute();
    expect(rows).toEqual([{ uid: '00000003' }]);
  });
});
