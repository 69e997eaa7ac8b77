import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ResultCode } from '../../src/contract/index.ts';
import type { DomainEventOf } from '../../src/server/events.ts';
import { call, openSocket } from './helpers.ts';
import { lastOutboxCode, outboxEntries, registerByEmail, serverOnManualClock, solvedCaptcha, uniqueEmail } from './accounts-helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

// Each test starts an hour after the last; the limits' windows have their own tests.
const { clock, server } = serverOnManualClock();

const auth = (token: string) => ({ authorization: token });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Records the sessions.revoked events the bus carries from now on. */
function revocations() {
  const events: Array<DomainEventOf<'sessions.revoked'>> = [];
  const off = server.bus.on('sessions.revoked', (event) => void events.push(event));
  return { events, off };
}
const userCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('registering by email', () => {
  it('delivers a code, creates the account and logs it in', async () => {
    const { email, token, body } = await registerByEmail(server);
    expect(body.code).toBe(1);
    const info = await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token));
    expect(info.body.data).toMatchObject({ email, is_demo: 0 });
    expect(info.body.data.uid).toMatch(/^\d{8}$/);
  });

  it('shows the send-code success message for a toast', async () => {
    const { body } = await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: uniqueEmail(), type: 1 });
    expect(body).toMatchObject({ code: 1, msg: 'The verification code has been sent.' });
  });

  it('refuses a second code to the same address within the 60 s countdown', async () => {
    const email = uniqueEmail();
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    const again = await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    expect(again.body).toMatchObject({ code: ResultCode.RATE_LIMITED, msg: 'Please wait 60 seconds before requesting another code.' });
    expect(outboxEntries(server, email)).toHaveLength(1);
  });

  it('refuses two different passwords and creates nothing', async () => {
    const email = uniqueEmail();
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    const before = await userCount();
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'email',
      account: email,
      password: 'goodPass123',
      accept_terms: LEGAL_VERSION,
      re_password: 'goodPass124',
      sms_code: lastOutboxCode(server, email)!,
      ...(await solvedCaptcha(server)),
    });
    expect(body).toMatchObject({ code: ResultCode.REFUSED, msg: 'The two passwords do not match.' });
    expect(await userCount()).toBe(before);
  });

  it('requires the image captcha when verify_reg_type is 2', async () => {
    const email = uniqueEmail();
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'email',
      account: email,
      password: 'goodPass123',
      accept_terms: LEGAL_VERSION,
      re_password: 'goodPass123',
      sms_code: lastOutboxCode(server, email)!,
      captcha_id: 'made-up',
      key: 'ABCD',
    });
    expect(body.msg).toBe('The image code is wrong. Please try again.');
  });

  it('accepts a code once only', async () => {
    const email = uniqueEmail();
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    const code = lastOutboxCode(server, email)!;
    const form = { type: 'email', account: email, password: 'goodPass123', accept_terms: LEGAL_VERSION, re_password: 'goodPass123', sms_code: code };
    expect((await call(server.baseUrl, 'POST', '/api/user/register', { ...form, ...(await solvedCaptcha(server)) })).body.code).toBe(1);
    const second = await call(server.baseUrl, 'POST', '/api/user/register', { ...form, account: email, ...(await solvedCaptcha(server)) });
    expect(second.body.msg).toBe('The verification code is wrong or has expired.');
  });

  it('burns a code after five wrong tries', async () => {
    const email = uniqueEmail();
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    const code = lastOutboxCode(server, email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const form = { type: 'email', account: email, password: 'goodPass123', accept_terms: LEGAL_VERSION, re_password: 'goodPass123' };
    for (let i = 0; i < 5; i++) await call(server.baseUrl, 'POST', '/api/user/register', { ...form, sms_code: wrong, ...(await solvedCaptcha(server)) });
    const right = await call(server.baseUrl, 'POST', '/api/user/register', { ...form, sms_code: code, ...(await solvedCaptcha(server)) });
    expect(right.body.code).not.toBe(1);
  });

  it('does not reveal that an email already has an account', async () => {
    const { email } = await registerByEmail(server);
    await clock.advance(60_000); // past the countdown of the registration code
    const { body } = await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    expect(body).toMatchObject({ code: 1, msg: 'The verification code has been sent.' });
    expect(outboxEntries(server, email).at(-1)!.text).toMatch(/already has one/);
  });

  it('refuses a weak password', async () => {
    const email = uniqueEmail();
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'email',
      account: email,
      password: 'short',
      accept_terms: LEGAL_VERSION,
      re_password: 'short',
      sms_code: lastOutboxCode(server, email)!,
      ...(await solvedCaptcha(server)),
    });
    expect(body.msg).toMatch(/8 to 64 characters/);
  });
});

describe('registering by mobile', () => {
  const areaId = async (dial: string) => {
    const { body } = await call(server.baseUrl, 'GET', '/api/default/area_list');
    return body.data.find((a: { global_code: string }) => a.global_code === dial).id as number;
  };

  it('works with an SMS code from the outbox', async () => {
    const phone = `9${String(Date.now()).slice(-7)}`;
    const area_id = await areaId('852');
    await call(server.baseUrl, 'POST', '/api/notify/send_sms', { to: phone, area_id, type: 1 });
    const code = lastOutboxCode(server, `+852 ${phone}`)!;
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'mobile',
      area_id,
      account: phone,
      mobile: phone,
      password: 'goodPass123',
      accept_terms: LEGAL_VERSION,
      re_password: 'goodPass123',
      sms_code: code,
      ...(await solvedCaptcha(server)),
    });
    expect(body.code).toBe(1);
    const login = await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: phone, password: 'goodPass123', login_type: 'mobile' });
    expect(login.body.code).toBe(1);
  });

  it('is refused from the countries the announcement excludes', async () => {
    for (const dial of ['850', '972', '86', '678', '53']) {
      const { body } = await call(server.baseUrl, 'POST', '/api/notify/send_sms', { to: '13812345678', area_id: await areaId(dial), type: 1 });
      expect(body.msg).toBe('Our service is not available in this country or region.');
    }
    const { body } = await call(server.baseUrl, 'POST', '/api/user/register', {
      type: 'mobile',
      area_id: await areaId('86'),
      account: '13812345678',
      password: 'goodPass123',
      accept_terms: LEGAL_VERSION,
      re_password: 'goodPass123',
      sms_code: '123456',
      ...(await solvedCaptcha(server)),
    });
    expect(body.msg).toBe('Our service is not available in this country or region.');
  });
});

describe('sending codes', () => {
  it('stops one network address after 20 codes in an hour', async () => {
    for (let i = 0; i < 20; i++) expect((await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: uniqueEmail(), type: 1 })).body.code).toBe(1);
    const { body } = await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: uniqueEmail(), type: 1 });
    expect(body).toMatchObject({ code: ResultCode.RATE_LIMITED, msg: 'Too many codes requested. Please try again in 60 minutes.' });
  });
});

describe('logging in', () => {
  it('answers a wrong password and an unknown account with the same message', async () => {
    const { email } = await registerByEmail(server);
    const wrong = await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password: 'wrongPass1', login_type: 'email' });
    const unknown = await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: uniqueEmail(), password: 'wrongPass1', login_type: 'email' });
    expect(wrong.body.msg).toBe('Incorrect account or password.');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('stores only a hash of the session token', async () => {
    const { email, password } = await registerByEmail(server);
    const { body } = await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password, login_type: 'email' });
    expect(body.data.token.length).toBeGreaterThanOrEqual(32);
    const hash = createHash('sha256').update(body.data.token).digest('hex');
    const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hash);
    expect(rows.map((r) => r.token_hash)).not.toContain(body.data.token);
  });

  it('asks for the image code after 10 attempts in 15 minutes, even with the right password', async () => {
    const { email, password } = await registerByEmail(server);
    for (let i = 0; i < 10; i++) await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password: 'wrongPass1', login_type: 'email' });
    const { body } = await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password, login_type: 'email' });
    expect(body).toMatchObject({ code: ResultCode.CAPTCHA_REQUIRED, msg: 'For your security, please also enter the characters in the picture.', data: null });
  });

  it('lets the live socket log in with the token', async () => {
    const { token } = await registerByEmail(server);
    const s = await openSocket(server.wsUrl);
    s.send({ type: 'login', token });
    expect(await s.waitFor((msg) => msg.type === 'login')).toEqual({ type: 'login', ok: true });
    s.close();
  });
});

describe('the demo account', () => {
  it('is created without registration with a virtual balance, and the device returns to it', async () => {
    const first = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU');
    expect(first.body.data.user.is_demo).toBe(1);
    const balance = await call(server.baseUrl, 'GET', '/v1/api/main/wallet/getBalance', {}, auth(first.body.data.token));
    expect(balance.body.data.balance).toBe('100000.00');
    const again = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU', { demo_id: first.body.data.demo_id });
    expect(again.body.data.user.uid).toBe(first.body.data.user.uid);
  });

  it('is reset to its starting balance with a ledger entry that keeps balance equal to the ledger sum', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU');
    const userId = BigInt(body.data.user.id);
    await server.wallet.run(Number(userId), (draft) => draft.book({ type: 3, units: -123_45000000n, key: 'test-fee', ref: { type: 'order', id: 1 } }));
    const reset = await call(server.baseUrl, 'GET', '/v1/api/main/user/resetForexDemoAccount', {}, auth(body.data.token));
    expect(reset.body).toMatchObject({ code: 1, msg: 'Your demo account has been reset.', data: { balance: '100000.00' } });
    const entries = await server.db.selectFrom('ledger').select('value').where('user_id', '=', userId).execute();
    const user = await server.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(entries.reduce((a, e) => a + e.value, 0n)).toBe(user.balance);
    expect(entries).toHaveLength(3);
  });

  it('is refused the real-account calls', async () => {
    const { body } = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU');
    const res = await call(server.baseUrl, 'GET', '/api/quickCharge/info', {}, auth(body.data.token));
    expect(res.body.msg).toBe('Please register or log in to a real account');
    const pw = await call(server.baseUrl, 'POST', '/api/user/amend_password', { new_password: 'newPass1234', auth_code: '123456', type: 'email' }, auth(body.data.token));
    expect(pw.body.msg).toBe('Please register or log in to a real account');
  });

  it('cannot be reset by a real account', async () => {
    const { token } = await registerByEmail(server);
    const { body } = await call(server.baseUrl, 'GET', '/v1/api/main/user/resetForexDemoAccount', {}, auth(token));
    expect(body.msg).toBe('Only a demo account can be reset.');
  });
});

describe('passwords', () => {
  it('are reset with an emailed code; the old password and old sessions stop working', async () => {
    const { email, token } = await registerByEmail(server);
    const userId = (await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token))).body.data.id as number;
    const revoked = revocations();
    await clock.advance(60_000); // past the countdown of the registration code
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 2 });
    const code = lastOutboxCode(server, email)!;
    const { body } = await call(server.baseUrl, 'POST', '/api/user/forget_password', {
      type: 'email',
      account: email,
      new_password: 'brandNew123',
      secondary_password: 'brandNew123',
      auth_code: code,
    });
    expect(body).toMatchObject({ code: 1, msg: 'Your password has been changed.' });
    expect((await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password: 'goodPass123', login_type: 'email' })).body.code).not.toBe(1);
    expect((await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password: 'brandNew123', login_type: 'email' })).body.code).toBe(1);
    expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token))).body.code).toBe(ResultCode.SESSION_INVALID);
    // The socket hub hears it and drops the private channels of every device.
    expect(revoked.events).toEqual([{ type: 'sessions.revoked', userId }]);
    revoked.off();
  });

  it('sends no code for an unknown email and says the same as for a known one', async () => {
    const email = uniqueEmail();
    const { body } = await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 2 });
    expect(body).toMatchObject({ code: 1, msg: 'The verification code has been sent.' });
    expect(outboxEntries(server, email)).toHaveLength(0);
  });

  it('are changed by a logged-in real user with a code, keeping this session and ending the others', async () => {
    const { email, password, token } = await registerByEmail(server);
    const other = (await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password, login_type: 'email' })).body.data.token as string;
    const revoked = revocations();
    await clock.advance(60_000); // past the countdown of the registration code
    await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 2 }, auth(token));
    const code = lastOutboxCode(server, email)!;
    const { body } = await call(server.baseUrl, 'POST', '/api/user/amend_password', { new_password: 'changed123', auth_code: code, type: 'email' }, auth(token));
    expect(body).toMatchObject({ code: 1, msg: 'Your password has been changed.' });
    const me = await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(token));
    expect(me.body.code).toBe(1);
    expect((await call(server.baseUrl, 'GET', '/api/user/info', {}, auth(other))).body.code).toBe(ResultCode.SESSION_INVALID);
    expect((await call(server.baseUrl, 'POST', '/api/user/loginForU', { account: email, password: 'changed123', login_type: 'email' })).body.code).toBe(1);
    expect(revoked.events).toEqual([{ type: 'sessions.revoked', userId: me.body.data.id, keepTokenHash: sha256(token) }]);
    revoked.off();
  });
});
