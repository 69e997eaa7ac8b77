import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { createManualClock } from '../../src/server/clock.ts';
import { loadConfig, WRITE_LIMIT_DEFAULTS } from '../../src/server/config.ts';
import { startServer, type TestServer } from './helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

// The calls anyone may make that write something are limited per client address, with limits
// set low here through the configuration. Addresses are chosen per request with Fastify's
// inject; the windows run on the server's clock, which the test moves.
const MINUTE = 60_000;
const clock = createManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer(
    {
      writeLimits: {
        demo: { max: 3, windowMs: 10 * MINUTE },
        captcha: { max: 3, windowMs: 10 * MINUTE },
        sendCode: { max: 2, windowMs: 10 * MINUTE },
        register: { max: 2, windowMs: 10 * MINUTE },
      },
    },
    { clock, runMarket: false },
  );
});
afterAll(async () => {
  await server.stop();
});

let n = 0;
/** One request from `ip`, as the app makes it (form bodies for POST); the envelope it got. */
async function from(ip: string, method: 'GET' | 'POST' | 'HEAD', url: string, params: Record<string, string | number> = {}, lang = 'en') {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await server.app.inject({
    method,
    url: method === 'POST' ? url : `${url}?${query}${query ? '&' : ''}t=${n++}`,
    remoteAddress: ip,
    headers: { lang, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(method === 'POST' ? { payload: query } : {}),
  });
  return { status: res.statusCode, body: method === 'HEAD' ? null : (res.json() as { code: number; msg: string; data: any }) };
}

const demoUsers = async () =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_demo', '=', 1n)
        .executeTakeFirstOrThrow()
    ).n,
  );
const captchaRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('captchas')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo account creation', () => {
  it('makes 3 accounts for one address in the window, then refuses in the person’s language and makes none', async () => {
    const before = await demoUsers();
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.7', 'GET', '/api/user/createAccountDemoForU')).body!.code).toBe(ResultCode.OK);
    expect(await demoUsers()).toBe(before + 3);
    const refused = await from('198.51.100.7', 'GET', '/api/user/createAccountDemoForU', {}, 'en');
    expect(refused.body).toEqual({ code: ResultCode.RATE_LIMITED, msg: 'Too many requests from your network. Please try again in 10 minutes.', data: null });
    const inGerman = await from('198.51.100.7', 'GET', '/api/user/createAccountDemoForU', {}, 'de');
    expect(inGerman.body!.msg).toBe('Zu viele Anfragen aus Ihrem Netzwerk. Bitte versuchen Sie es in 10 Minuten erneut.');
    expect(await demoUsers()).toBe(before + 3);
  });

  it('counts each address on its own, and an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 3; i++) expect((await from(`2001:db8:1:1::${i + 1}`, 'GET', '/api/user/createAccountDemoForU')).body!.code).toBe(ResultCode.OK);
    expect((await from('2001:db8:1:1::99', 'GET', '/api/user/createAccountDemoForU')).body!.code).toBe(ResultCode.RATE_LIMITED);
    expect((await from('2001:db8:1:2::1', 'GET', '/api/user/createAccountDemoForU')).body!.code).toBe(ResultCode.OK);
    expect((await from('198.51.100.8', 'GET', '/api/user/createAccountDemoForU')).body!.code).toBe(ResultCode.OK);
  });

  it('counts the HEAD twin of the call with it, so it is no way around the limit', async () => {
    for (let i = 0; i < 3; i++) await from('198.51.100.9', 'HEAD', '/api/user/createAccountDemoForU');
    expect((await from('198.51.100.9', 'GET', '/api/user/createAccountDemoForU')).body!.code).toBe(ResultCode.RATE_LIMITED);
  });
});

describe('captchas', () => {
  it('are drawn 3 times per address in the window, and again once the window has passed', async () => {
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.20', 'GET', '/api/captcha')).body!.code).toBe(ResultCode.OK);
    const rows = await captchaRows();
    const refused = await from('198.51.100.20', 'GET', '/api/captcha');
    expect(refused.body).toMatchObject({ code: ResultCode.RATE_LIMITED, data: null });
    expect(await captchaRows()).toBe(rows);
    await clock.advance(9 * MINUTE);
    expect((await from('198.51.100.20', 'GET', '/api/captcha')).body!.msg).toBe('Too many requests from your network. Please try again in 1 minute.');
    await clock.advance(MINUTE);
    expect((await from('198.51.100.20', 'GET', '/api/captcha')).body!.code).toBe(ResultCode.OK);
  });
});

describe('sending codes', () => {
  it('counts email and SMS together: after 2 sends from one address the next is refused, whatever the channel', async () => {
    expect((await from('198.51.100.30', 'POST', '/api/notify/send_email', { to: 'one@example.com', type: 1 })).body!.code).toBe(ResultCode.OK);
    expect((await from('198.51.100.30', 'POST', '/api/notify/send_email', { to: 'two@example.com', type: 1 })).body!.code).toBe(ResultCode.OK);
    const sms = await from('198.51.100.30', 'POST', '/api/notify/send_sms', { to: '91234567', area_id: 1, type: 1 });
    expect(sms.body).toMatchObject({ code: ResultCode.RATE_LIMITED, msg: 'Too many requests from your network. Please try again in 10 minutes.' });
    const third = await from('198.51.100.30', 'POST', '/api/notify/send_email', { to: 'three@example.com', type: 1 });
    expect(third.body!.code).toBe(ResultCode.RATE_LIMITED);
    expect(await server.db.selectFrom('verification_codes').select('id').where('target', '=', 'email:three@example.com').executeTakeFirst()).toBeUndefined();
  });
});

describe('registration', () => {
  it('is tried 2 times per address in the window; the third is refused before it is looked at', async () => {
    const form = { type: 'email', account: 'someone@example.com', password: 'goodPass123', accept_terms: LEGAL_VERSION, re_password: 'goodPass123', sms_code: '000000' };
    for (let i = 0; i < 2; i++) expect((await from('198.51.100.40', 'POST', '/api/user/register', form)).body!.code).toBe(ResultCode.REFUSED);
    expect((await from('198.51.100.40', 'POST', '/api/user/register', form)).body!.code).toBe(ResultCode.RATE_LIMITED);
    expect((await from('198.51.100.41', 'POST', '/api/user/register', form)).body!.code).toBe(ResultCode.REFUSED);
  });
});

describe('the limits', () => {
  it('are read from LIMIT_* as <max>/<window>, keep their defaults when unset, and stop the start when unreadable', () => {
    expect(loadConfig({}).writeLimits).toEqual(WRITE_LIMIT_DEFAULTS);
    expect(loadConfig({ LIMIT_DEMO: '5/30s', LIMIT_CAPTCHA: '100/1m', LIMIT_SEND_CODE: '7/2h', LIMIT_REGISTER: '1/15m' }).writeLimits).toEqual({
      demo: { max: 5, windowMs: 30_000 },
      captcha: { max: 100, windowMs: MINUTE },
      sendCode: { max: 7, windowMs: 2 * 60 * MINUTE },
      register: { max: 1, windowMs: 15 * MINUTE },
    });
    expect(() => loadConfig({ LIMIT_DEMO: 'lots' })).toThrow(/LIMIT_DEMO/);
    expect(() => loadConfig({ LIMIT_REGISTER: '5/0m' })).toThrow(/LIMIT_REGISTER/);
  });
});
