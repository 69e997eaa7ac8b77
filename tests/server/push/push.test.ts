import { statSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ResultCode } from '../../../src/contract/index.ts';
import { purgeExpired } from '../../../src/server/auth/purge.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { loadVapidKeys, vapidFile } from '../../../src/server/notify/push/vapid.ts';
import { call } from '../helpers.ts';
import { fundedBy, operate, realUser, verifiedIdentity } from '../money/helpers.ts';
import { DETAIL, SUBMIT, type TradingServer } from '../trading/harness.ts';
import type { PushService } from './push-service.ts';
import { pushCall, rowsOf, startPushTrading, subscribe } from './harness.ts';

let t: TradingServer;
let service: PushService;
const START = [{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }];
/** The narrow no-break space French puts before a currency sign and a colon's punctuation. */
const NBSP = '\u00a0';

beforeAll(async () => {
  ({ t, service } = await startPushTrading());
});
afterAll(async () => {
  await t?.stop();
  await service?.close();
});
beforeEach(async () => {
  await t.tick(START);
  service.problems.length = 0;
});

/** A long EURUSD position with a stop-loss at 1.09500, opened at the ask 1.10020. */
async function longWithStop(token: string) {
  const placed = await t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 1, multiple: 100, stop_loss_price: '1.09500' });
  expect(placed.code).toBe(1);
  return placed.data.Id as number;
}
/** A tick through the stop-loss, then every push it started sent. */
async function hitStop() {
  await t.tick([{ code: 'EURUSD', bid: '1.09480', ask: '1.09500' }]);
  await t.server.push.settled();
}

describe('the VAPID keys', () => {
  it('are made at the first start in the data folder, readable by the server’s user only, and served to the app', async () => {
    const file = vapidFile(t.server.dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const reply = await call(t.server.baseUrl, 'GET', '/api/push/key');
    expect(reply.body.data.public_key).toBe(t.server.push.publicKey);
    expect(Buffer.from(reply.body.data.public_key, 'base64url')).toHaveLength(65);
    // The next start reads the same pair back (a browser's subscription is bound to it).
    expect(loadVapidKeys(t.server.dataDir, loadConfig({}).push).publicKey).toBe(t.server.push.publicKey);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and a pair that does not match refuses to start', () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const config = loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@lotwise.example' }).push;
    expect(loadVapidKeys('/nonexistent-dir-never-written', config)).toEqual({ ...pair, subject: 'mailto:ops@lotwise.example' });
    expect(() => loadVapidKeys('/nonexistent', { ...config, vapidPublicKey: other.publicKey })).toThrow(/not the private key/);
    expect(() => loadVapidKeys('/nonexistent', { ...config, vapidPrivateKey: '' })).toThrow(/together/);
    expect(loadConfig({ MAIL_FROM: 'Lotwise <hello@lotwise.example>' }).push.vapidSubject).toBe('mailto:hello@lotwise.example');
  });
});

describe('a stop-loss hit', () => {
  it('is pushed in the device’s language, VAPID-signed and encrypted, only to the device that opted into it', async () => {
    const { token, id } = await t.account();
    const french = service.device();
    const other = service.device();
    expect(await subscribe(t, token, french, 'tp_sl,stop_out', 'fr')).toMatchObject({ code: 1, data: { subscribed: true, kinds: ['tp_sl', 'stop_out'] } });
    expect((await subscribe(t, token, other, 'support,order_filled')).code).toBe(1);
    const orderId = await longWithStop(token);
    await hitStop();

    expect(service.problems).toEqual([]);
    expect(french.received).toHaveLength(1);
    const [push] = french.received;
    // Closed at the tick's bid 1.09480: (1.09480 − 1.10020) × 100,000 = −540 USD.
    expect(push!.payload).toEqual({
      kind: 'tp_sl',
      title: 'Stop-loss atteint sur EUR/USD',
      body: `Position clôturée à 1,09480. Résultat : -540,00${NBSP}$.`,
      url: `/order?type=3&id=${orderId}`,
      tag: `order-${orderId}`,
      id: `order:${orderId}:closed`,
      at: t.clock.now(),
    });
    expect(push!.headers).toMatchObject({ urgency: 'normal', ttl: '86400' });
    expect(push!.jwt.claims.aud).toBe(service.origin);
    expect(other.attempts).toBe(0);
    const rows = await rowsOf(t, id);
    expect(rows.find((r) => r.endpoint === french.endpoint)!.last_success_at).toBe(BigInt(t.clock.now()));
    expect(rows.find((r) => r.endpoint === other.endpoint)!.last_success_at).toBe(0n);
  });
});

describe('the push service’s answer', () => {
  it('404 or 410 removes the subscription, without a retry', async () => {
    const { token, id } = await t.account();
    const [gone404, gone410] = [service.device(), service.device()];
    gone404.answers.push(404);
    gone410.answers.push(410);
    await subscribe(t, token, gone404, 'tp_sl');
    await subscribe(t, token, gone410, 'tp_sl');
    expect(await rowsOf(t, id)).toHaveLength(2);
    await longWithStop(token);
    await hitStop();
    expect(await rowsOf(t, id)).toEqual([]);
    expect([gone404.attempts, gone410.attempts]).toEqual([1, 1]);
    expect(t.server.push.waiting()).toBe(0);
  });

  it('5xx is tried again with exponential backoff on the server clock, while another device gets its push at once', async () => {
    const { token } = await t.account();
    const failing = service.device();
    const healthy = service.device();
    failing.answers.push(500, 503);
    await subscribe(t, token, failing, 'tp_sl');
    await subscribe(t, token, healthy, 'tp_sl');
    await longWithStop(token);
    await hitStop();
    expect(healthy.received).toHaveLength(1);
    expect([failing.attempts, failing.received.length, t.server.push.waiting()]).toEqual([1, 0, 1]);

    // First retry after 1 s, the next after 2 s more.
    await t.clock.advance(999);
    await t.server.push.settled();
    expect(failing.attempts).toBe(1);
    await t.clock.advance(1);
    await t.server.push.settled();
    expect([failing.attempts, failing.received.length]).toEqual([2, 0]);
    await t.clock.advance(1999);
    await t.server.push.settled();
    expect(failing.attempts).toBe(2);
    await t.clock.advance(1);
    await t.server.push.settled();
    expect([failing.attempts, failing.received.length, t.server.push.waiting()]).toEqual([3, 1, 0]);
    expect(failing.received[0]!.payload).toEqual(healthy.received[0]!.payload);
    expect(service.problems).toEqual([]);
  });

  it('a push service that does not answer holds up no other device', async () => {
    const { token } = await t.account();
    const slow = service.device();
    const fast = service.device();
    const release = slow.hold();
    await subscribe(t, token, slow, 'tp_sl');
    await subscribe(t, token, fast, 'tp_sl');
    await longWithStop(token);
    await t.tick([{ code: 'EURUSD', bid: '1.09480', ask: '1.09500' }]);
    const arrived = await fast.next();
    expect(arrived.payload.kind).toBe('tp_sl');
    expect([slow.attempts, slow.received.length]).toEqual([1, 0]);
    release();
    await t.server.push.settled();
    expect(slow.received).toHaveLength(1);
  });
});

describe('margin call and stop-out', () => {
  it('a margin call is pushed once at 100 %, urgent; the stop-out lists each position and its loss, and no stop-loss notice', async () => {
    const { token } = await t.account();
    const device = service.device();
    await subscribe(t, token, device, 'margin_call,stop_out,tp_sl');
    // 90 lots at leverage 100: margin 99,018 of a 100,000 balance, a margin level just above 100 %.
    expect((await t.api(token, SUBMIT, { type: 1, cont: '90', forex_id: t.id('EURUSD'), status: 1, multiple: 100 })).code).toBe(1);
    await t.tick([{ code: 'EURUSD', bid: '1.09950', ask: '1.09970' }]);
    await t.server.push.settled();
    const level = (await t.api(token, DETAIL)).data.risk_rate as string;
    expect(Number(level)).toBeLessThan(100);
    expect(device.received.map((r) => r.payload)).toEqual([
      {
        kind: 'margin_call',
        title: 'Margin call',
        body: `Your margin level is ${level} %. Positions are closed at 50 %.`,
        url: '/order?type=1',
        tag: 'margin-call',
        id: `margin-call:${t.clock.now()}`,
        at: t.clock.now(),
      },
    ]);
    expect(device.received[0]!.headers).toMatchObject({ urgency: 'high', topic: 'margin-call', ttl: '3600' });
    // Still in a margin call: not told again.
    await t.tick([{ code: 'EURUSD', bid: '1.09940', ask: '1.09960' }]);
    await t.server.push.settled();
    expect(device.received).toHaveLength(1);

    // (1.09400 − 1.10020) × 9,000,000 = −55,800: equity 44,150 of 99,018 margin, below 50 %.
    await t.tick([{ code: 'EURUSD', bid: '1.09400', ask: '1.09420' }]);
    await t.server.push.settled();
    expect(device.received).toHaveLength(2);
    expect(device.received[1]!.payload).toMatchObject({ kind: 'stop_out', title: 'Stop-out: positions closed', body: 'EUR/USD, 90.00 lots: -$55,800.00', url: '/order?type=3', tag: 'stop-out' });
    expect(device.received[1]!.headers).toMatchObject({ urgency: 'high' });
    expect(service.problems).toEqual([]);
  });
});

describe('operator decisions', () => {
  it('a deposit approved, the identity approved and a support reply are pushed in the device’s language, with the screen to open', async () => {
    const user = await realUser(t.server);
    const device = service.device();
    expect((await subscribe(t, user.token, device, 'funding,identity,support', 'de')).code).toBe(1);
    const depositId = await fundedBy(t.server, user, '500');
    await verifiedIdentity(t.server, user);
    await operate(t.server, 'chat.reply', { id: String(user.id), text: 'Your balance is 500 USD and your password is safe' });
    await t.server.push.settled();
    const payloads = device.received.map((r) => r.payload);
    expect(payloads.map(({ kind, title, body, url }) => ({ kind, title, body, url }))).toEqual([
      { kind: 'funding', title: 'Einzahlung bestätigt', body: `500,00${NBSP}$ wurden Ihrem Konto gutgeschrieben.`, url: `/mine/charge?type=0&id=${depositId}` },
      { kind: 'identity', title: 'Identität bestätigt', body: 'Ihre Identitätsprüfung wurde bestätigt.', url: '/mine/auth' },
      // The reply's text stays in the chat: a push names the event only.
      { kind: 'support', title: 'Neue Antwort vom Kundenservice', body: 'Öffnen Sie den Chat, um sie zu lesen.', url: '/mine/chat' },
    ]);
    expect(service.problems).toEqual([]);
  });
});

describe('devices', () => {
  it('logout removes that device’s subscription and only that one', async () => {
    const first = (await call(t.server.baseUrl, 'GET', '/api/user/createAccountDemoForU')).body.data;
    const second = (await call(t.server.baseUrl, 'GET', '/api/user/createAccountDemoForU', { demo_id: first.demo_id })).body.data;
    expect(second.user.id).toBe(first.user.id);
    const [phone, laptop] = [service.device(), service.device()];
    await subscribe(t, first.token, phone, 'tp_sl');
    await subscribe(t, second.token, laptop, 'tp_sl');
    expect((await pushCall(t, first.token, '/api/user/logout', {})).code).toBe(1);
    await t.server.push.settled();
    expect((await rowsOf(t, first.user.id)).map((r) => r.endpoint)).toEqual([laptop.endpoint]);
    await longWithStop(second.token);
    await hitStop();
    expect([phone.attempts, laptop.received.length]).toEqual([0, 1]);
  });

  it('a device whose session is gone (expired and purged) loses its subscription at the next purge', async () => {
    const { token, id } = await t.account();
    const device = service.device();
    await subscribe(t, token, device, 'tp_sl');
    expect((await purgeExpired(t.server.db, t.clock)).pushSubscriptions).toBe(0);
    // As the purge deletes a session 7 idle days old; no bus event tells anyone.
    await t.server.db.deleteFrom('sessions').where('user_id', '=', BigInt(id)).execute();
    expect((await purgeExpired(t.server.db, t.clock)).pushSubscriptions).toBe(1);
    expect(await rowsOf(t, id)).toEqual([]);
  });

  it('a user cannot read, change, take or end another user’s subscription', async () => {
    const alice = await t.account();
    const bob = await t.account();
    const device = service.device();
    await subscribe(t, alice.token, device, 'tp_sl');
    const refused = { code: ResultCode.REFUSED, msg: 'Notifications are not turned on for this device. Please turn them on again.', data: null };
    expect(await pushCall(t, bob.token, '/api/push/kinds', { endpoint: device.endpoint, kinds: 'support' })).toMatchObject(refused);
    expect(await pushCall(t, bob.token, '/api/push/unsubscribe', { endpoint: device.endpoint })).toMatchObject(refused);
    const stranger = service.device();
    expect(await pushCall(t, bob.token, '/api/push/subscribe', { endpoint: device.endpoint, p256dh: stranger.p256dh, auth: stranger.auth, kinds: 'support' })).toMatchObject(refused);
    expect((await call(t.server.baseUrl, 'GET', '/api/push/device', { endpoint: device.endpoint }, { authorization: bob.token })).body.data).toEqual({ subscribed: false, kinds: [] });
    expect(await rowsOf(t, bob.id)).toEqual([]);
    expect((await rowsOf(t, alice.id)).map((r) => [r.endpoint, r.kinds])).toEqual([[device.endpoint, 'tp_sl']]);

    // Alice herself may.
    expect((await call(t.server.baseUrl, 'GET', '/api/push/device', { endpoint: device.endpoint }, { authorization: alice.token })).body.data).toEqual({ subscribed: true, kinds: ['tp_sl'] });
    expect((await pushCall(t, alice.token, '/api/push/kinds', { endpoint: device.endpoint, kinds: 'support,margin_call' }, 'hk')).data).toEqual({
      subscribed: true,
      kinds: ['support', 'margin_call'],
    });
    expect((await rowsOf(t, alice.id)).map((r) => [r.kinds, r.lang])).toEqual([['support,margin_call', 'hk']]);
    expect((await pushCall(t, alice.token, '/api/push/unsubscribe', { endpoint: device.endpoint })).code).toBe(1);
    expect(await rowsOf(t, alice.id)).toEqual([]);
  });

  it('refuses an endpoint outside the allowed push services, keys that are not a browser’s, and unknown kinds, in the user’s language', async () => {
    const { token, id } = await t.account();
    const device = service.device();
    const invalid = "Impossible d'activer les notifications dans ce navigateur. Veuillez réessayer ou utiliser un autre navigateur.";
    const attempt = (params: Record<string, string>) =>
      pushCall(t, token, '/api/push/subscribe', { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, kinds: 'tp_sl', ...params }, 'fr');
    expect(await attempt({ endpoint: 'https://10.0.0.1/push/abc' })).toMatchObject({ code: ResultCode.REFUSED, msg: invalid });
    expect(await attempt({ endpoint: 'http://fcm.googleapis.com/fcm/send/abc' })).toMatchObject({ code: ResultCode.REFUSED, msg: invalid });
    expect(await attempt({ p256dh: Buffer.alloc(65, 4).toString('base64url') })).toMatchObject({ code: ResultCode.REFUSED, msg: invalid });
    expect(await attempt({ auth: Buffer.alloc(8).toString('base64url') })).toMatchObject({ code: ResultCode.REFUSED, msg: invalid });
    expect((await attempt({ kinds: 'tp_sl,everything' })).code).not.toBe(1);
    expect(await rowsOf(t, id)).toEqual([]);
  });
});
