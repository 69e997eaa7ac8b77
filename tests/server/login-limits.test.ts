import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { CodePurpose, createCodes } from '../../src/server/auth/codes.ts';
import { createManualClock } from '../../src/server/clock.ts';
import { call, startServer, type TestServer } from './helpers.ts';
import { lastOutboxCode, registerByEmail, serverOnManualClock, solvedCaptcha, uniqueEmail } from './accounts-helpers.ts';
import { callFrom, countCodes, logIn } from './login-helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

// Default limits: 10 logins per account and 50 per address in a 15-minute window, counted
// before the password is checked. Each test starts an hour later (serverOnManualClock).
const { clock: serverClock, server } = serverOnManualClock();
const CHECKED = [ResultCode.OK, ResultCode.REFUSED]; // a success or "incorrect account or password"

describe('past the per-account threshold', () => {
  it('asks for the image code, refuses a wrong one, and lets the right one with the right password in', async () => {
    const { email, password } = await registerByEmail(server);
    for (let i = 0; i < 10; i++) await logIn(server.baseUrl, { account: email, password: 'wrongPass1' });
    expect(await logIn(server.baseUrl, { account: email, password })).toMatchObject({ code: ResultCode.CAPTCHA_REQUIRED, msg: 'For your security, please also enter the characters in the picture.' });
    const { captcha_id } = await solvedCaptcha(server);
    expect(await logIn(server.baseUrl, { account: email, password, captcha_id, key: 'ZZZZ' })).toMatchObject({ code: ResultCode.CAPTCHA_REQUIRED, msg: 'The image code is wrong. Please try again.' });
    // A right captcha does not make a wrong password right.
    expect(await logIn(server.baseUrl, { account: email, password: 'wrongPass1', ...(await solvedCaptcha(server)) })).toMatchObject({
      code: ResultCode.REFUSED,
      msg: 'Incorrect account or password.',
    });
    const ok = await logIn(server.baseUrl, { account: email, password, ...(await solvedCaptcha(server)) });
    expect(ok.code).toBe(ResultCode.OK);
    expect(ok.data.user.email).toBe(email);
  });

  it('does not lock the account: another account from the same address logs in without a captcha', async () => {
    const target = await registerByEmail(server);
    const other = await registerByEmail(server);
    for (let i = 0; i < 11; i++) await logIn(server.baseUrl, { account: target.email, password: 'wrongPass1' });
    expect((await logIn(server.baseUrl, { account: other.email, password: other.password })).code).toBe(ResultCode.OK);
  });
});

describe('the per-account limit', () => {
  const areaId = async (dial: string) => {
    const { body } = await call(server.baseUrl, 'GET', '/api/default/area_list');
    return body.data.find((a: { global_code: string }) => a.global_code === dial).id as number;
  };

  it('counts every spelling of one phone number as one account', async () => {
    const digits = `9${String(Date.now()).slice(-7)}`;
    const area_id = await areaId('852');
    await call(server.baseUrl, 'POST', '/api/notify/send_sms', { to: digits, area_id, type: 1 });
    const registered = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'mobile',
      area_id,
      account: digits,
      mobile: digits,
      password: 'goodPass123',
      accept_terms: LEGAL_VERSION,
      re_password: 'goodPass123',
      sms_code: lastOutboxCode(server, `+852 ${digits}`)!,
      ...(await solvedCaptcha(server)),
    });
    expect(registered.body.code).toBe(1);
    const [a, b] = [digits.slice(0, 4), digits.slice(4)];
    const spellings = [`${a} ${b}`, `${a}-${b}`, `(${a})${b}`, `+852 ${a} ${b}`, `00852${digits}`];
    // The international spelling finds the account too.
    expect((await logIn(server.baseUrl, { account: `+852 ${a} ${b}`, password: 'goodPass123', login_type: 'mobile' })).code).toBe(ResultCode.OK);
    for (let i = 0; i < 9; i++) {
      const reply = await logIn(server.baseUrl, { account: spellings[i % spellings.length], password: 'wrongPass1', login_type: 'mobile' });
      expect(reply.code).toBe(ResultCode.REFUSED);
    }
    for (const spelling of spellings) {
      expect((await logIn(server.baseUrl, { account: spelling, password: 'goodPass123', login_type: 'mobile' })).code, spelling).toBe(ResultCode.CAPTCHA_REQUIRED);
    }
  });

  it('counts an email in any case and with spaces around as one account', async () => {
    const { email, password } = await registerByEmail(server);
    for (let i = 0; i < 10; i++) await logIn(server.baseUrl, { account: i % 2 ? ` ${email.toUpperCase()} ` : email, password: 'wrongPass1' });
    expect((await logIn(server.baseUrl, { account: email.toUpperCase(), password })).code).toBe(ResultCode.CAPTCHA_REQUIRED);
  });
});

describe('verification codes', () => {
  it('count wrong tries made at once, so the right code is burnt after five of them', async () => {
    // The flow itself, on the server's database: all twelve reads happen before any write, the
    // way parallel requests interleave at worst.
    const codes = createCodes(server.db, serverClock);
    const target = `email:${uniqueEmail()}`;
    const code = await codes.issue(target, CodePurpose.RESET);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(Array.from({ length: 12 }, () => codes.consume(target, CodePurpose.RESET, wrong)));
    expect(tries.every((ok) => !ok)).toBe(true);
    expect(await codes.consume(target, CodePurpose.RESET, code)).toBe(false);
    const row = await server.db.selectFrom('verification_codes').select(['attempts', 'used']).where('target', '=', target).executeTakeFirstOrThrow();
    // At least the five that burn it; on PostgreSQL a late try may find it burnt already.
    expect(Number(row.attempts)).toBeGreaterThanOrEqual(5);
    expect(Number(row.used)).toBe(1);
  });

  it('still take the right code once, and only once, when it is sent twice at once', async () => {
    const codes = createCodes(server.db, serverClock);
    const target = `email:${uniqueEmail()}`;
    const code = await codes.issue(target, CodePurpose.RESET);
    expect((await Promise.all([codes.consume(target, CodePurpose.RESET, code), codes.consume(target, CodePurpose.RESET, code)])).sort()).toEqual([false, true]);
  });
});

describe('a parallel flood', () => {
  // Its own server: the hash queue is opened wide, so every attempt a limit lets through
  // reaches the password check (the queue's own refusals are tested with the queue). Each test
  // starts an hour later, in new windows.
  let flooded: TestServer;
  const clock = createManualClock();
  beforeAll(async () => {
    flooded = await startServer({ hashQueue: { concurrency: 2, maxWaiting: 1000, maxWaitingPerLane: 1000 } }, { clock, runMarket: false });
  });
  afterAll(() => flooded?.stop());
  beforeEach(() => clock.advance(3600_000));

  it('against one account lets exactly 10 attempts reach the password check, and the right password among them resets nothing', async () => {
    const { email, password } = await registerByEmail(flooded);
    const flood = [...Array.from({ length: 45 }, () => 'wrongPass1'), password];
    const replies = await Promise.all(flood.map((p) => logIn(flooded.baseUrl, { account: email, password: p })));
    const codes = countCodes(replies);
    expect(CHECKED.reduce((sum, code) => sum + (codes[code] ?? 0), 0)).toBe(10);
    expect(codes[ResultCode.CAPTCHA_REQUIRED]).toBe(36);
    expect(replies.find((r) => r.code === ResultCode.CAPTCHA_REQUIRED)!.msg).toBe('For your security, please also enter the characters in the picture.');
    // Whether or not the right password was among the 10, the account still asks for the captcha.
    expect(await logIn(flooded.baseUrl, { account: email, password })).toMatchObject({ code: ResultCode.CAPTCHA_REQUIRED, data: null });
    const row = await flooded.db.selectFrom('attempt_counters').select('attempts').where('kind', '=', 'login-account').where('key', '=', `email:${email}`).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(10);
  });

  it('from one address lets exactly 50 of 200 wrong logins through, refuses the right one next, and serves another address', async () => {
    const { email, password } = await registerByEmail(flooded);
    const replies = await Promise.all(Array.from({ length: 200 }, () => logIn(flooded.baseUrl, { account: uniqueEmail(), password: 'wrongPass1' })));
    const codes = countCodes(replies);
    expect(codes[ResultCode.REFUSED]).toBe(50);
    expect(codes[ResultCode.RATE_LIMITED]).toBe(150);
    expect(replies.find((r) => r.code === ResultCode.RATE_LIMITED)!.msg).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes\.$/);
    expect((await logIn(flooded.baseUrl, { account: email, password })).code).toBe(ResultCode.RATE_LIMITED);
    const elsewhere = await callFrom('127.0.0.2', flooded.baseUrl, '/api/user/loginForU', { account: email, password, login_type: 'email' });
    expect(elsewhere.code).toBe(ResultCode.OK);
    // The window ends and the address may try again.
    await clock.advance(15 * 60_000);
    expect((await logIn(flooded.baseUrl, { account: email, password })).code).toBe(ResultCode.OK);
  });
});
