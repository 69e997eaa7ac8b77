import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { createManualClock } from '../../src/server/clock.ts';
import { loadConfig } from '../../src/server/config.ts';
import { call, startServer } from './helpers.ts';
import { lastOutboxCode, outboxEntries, registerByEmail, serverOnManualClock, solvedCaptcha, uniqueEmail } from './accounts-helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

// Every time rule of accounts reads the server's clock; these tests move it instead of waiting,
// deleting rows or writing old timestamps.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const { clock, server } = serverOnManualClock();

const auth = (token: string) => ({ authorization: token });
const sendCode = (to: string) => call(server.baseUrl, 'POST', '/api/notify/send_email', { to, type: 1 });
const info = async (token: string) => (await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token))).body.code;
const login = async (account: string, password: string) => (await call(server.baseUrl, 'POST', '/api/user/loginForU', { account, password, login_type: 'email' })).body;

async function registerWithSentCode(email: string) {
  const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
    type: 'email',
    account: email,
    password: 'goodPass123',
    accept_terms: LEGAL_VERSION,
    re_password: 'goodPass123',
    sms_code: lastOutboxCode(server, email)!,
    ...(await solvedCaptcha(server)),
  });
  return body;
}

describe('a verification code', () => {
  it('is accepted until 10 minutes of clock time have passed', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    await clock.advance(10 * MINUTE - SECOND);
    expect((await registerWithSentCode(email)).code).toBe(ResultCode.OK);
  });

  it('is refused once 10 minutes have passed', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    await clock.advance(10 * MINUTE);
    expect(await registerWithSentCode(email)).toMatchObject({ code: ResultCode.REFUSED, msg: 'The verification code is wrong or has expired.' });
  });
});

describe('sending a second code to one address', () => {
  it('is refused before 60 s, saying how long to wait, and sent after', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    await clock.advance(45 * SECOND);
    expect((await sendCode(email)).body).toMatchObject({ code: ResultCode.RATE_LIMITED, msg: 'Please wait 15 seconds before requesting another code.' });
    await clock.advance(15 * SECOND - 1);
    expect((await sendCode(email)).body.code).toBe(ResultCode.RATE_LIMITED);
    await clock.advance(1);
    expect((await sendCode(email)).body.code).toBe(ResultCode.OK);
    expect(outboxEntries(server, email)).toHaveLength(2);
  });

  it('waits CODE_RESEND_SECONDS when it is set', async () => {
    expect(loadConfig({}).codeResendSeconds).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '2' }).codeResendSeconds).toBe(2);
    const quickClock = createManualClock();
    const quick = await startServer({ codeResendSeconds: 2 }, { clock: quickClock, runMarket: false });
    try {
      const email = uniqueEmail();
      const send = () => call(quick.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
      await send();
      await quickClock.advance(SECOND);
      expect((await send()).body).toMatchObject({ code: ResultCode.RATE_LIMITED, msg: 'Please wait 1 seconds before requesting another code.' });
      await quickClock.advance(SECOND);
      expect((await send()).body.code).toBe(ResultCode.OK);
    } finally {
      await quick.stop();
    }
  });
});

describe('the image captcha', () => {
  it('is refused 5 minutes after it was drawn', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const captcha = await solvedCaptcha(server);
    await clock.advance(5 * MINUTE);
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'email',
      account: email,
      password: 'goodPass123',
      accept_terms: LEGAL_VERSION,
      re_password: 'goodPass123',
      sms_code: lastOutboxCode(server, email)!,
      ...captcha,
    });
    expect(body.msg).toBe('The image code is wrong. Please try again.');
  });
});

describe('a session', () => {
  it('ends after 7 days without use, counted from its last use', async () => {
    const { token } = await registerByEmail(server);
    await clock.advance(6 * DAY);
    expect(await info(token)).toBe(ResultCode.OK);
    await clock.advance(6 * DAY);
    expect(await info(token)).toBe(ResultCode.OK);
    await clock.advance(7 * DAY);
    expect(await info(token)).toBe(ResultCode.SESSION_INVALID);
  });

  it('ends 30 days after it opened, even when used every day', async () => {
    const { token } = await registerByEmail(server);
    for (let day = 1; day < 30; day++) {
      await clock.advance(DAY);
      expect(await info(token), `day ${day}`).toBe(ResultCode.OK);
    }
    await clock.advance(DAY);
    expect(await info(token)).toBe(ResultCode.SESSION_INVALID);
  });
});

describe('the login limit', () => {
  it('asks for the image code until the 15-minute window of the attempts ends, then no longer', async () => {
    const { email, password } = await registerByEmail(server);
    for (let i = 0; i < 10; i++) await login(email, 'wrongPass1');
    expect(await login(email, password)).toMatchObject({ code: ResultCode.CAPTCHA_REQUIRED, msg: 'For your security, please also enter the characters in the picture.' });
    // Windows are fixed 15-minute spans of the clock: this one ends in `left`.
    const left = 15 * MINUTE - (clock.now() % (15 * MINUTE));
    await clock.advance(left - SECOND);
    expect((await login(email, password)).code).toBe(ResultCode.CAPTCHA_REQUIRED);
    await clock.advance(SECOND);
    expect((await login(email, password)).code).toBe(ResultCode.OK);
  });
});

describe('account and ledger times', () => {
  it('are the clock’s time', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU');
    const id = BigInt(body.data.user.id);
    const user = await server.db.selectFrom('users').select('created_at').where('id', '=', id).executeTakeFirstOrThrow();
    const entries = await server.db.selectFrom('ledger').select('created_at').where('user_id', '=', id).execute();
    expect(Number(user.created_at)).toBe(clock.now());
    expect(entries.map((e) => Number(e.created_at))).toEqual([clock.now()]);
  });
});
