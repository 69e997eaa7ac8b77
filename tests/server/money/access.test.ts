import { readFileSync, statSync } from 'node:fs';
import { postOverSocket } from '../../../scripts/ops.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.ts';
import { boundCoinAccount, expectBalanced, fundedBy, get, moneyCode, operate, picture, post, realUser, upload, uploadedUrl, verifiedIdentity } from './helpers.ts';
import { registerByEmailWithInvite } from './invite-helpers.ts';
import { outboxEntries, serverOnManualClock } from '../accounts-helpers.ts';
import type { ManualClock } from '../../../src/server/clock.ts';

const { server } = serverOnManualClock();

async function demoUser() {
  const res = await call(server.baseUrl, 'GET', '/api/user/createAccountDemoForU');
  return { headers: { authorization: res.body.data.token as string } };
}

const REAL_ONLY: Array<['GET' | 'POST', string, Record<string, string | number>]> = [
  ['GET', '/api/quickCharge/info', {}],
  ['GET', '/api/quickCharge/submit', { number: '1', proofImg: 'x', address: 'x', charge_id: 1 }],
  ['GET', '/api/quickCharge/wire_submit', { number: '1', proofImg: 'x', wire_id: 1 }],
  ['GET', '/api/quickCharge/quick_ist', { type: 0 }],
  ['GET', '/api/account/draw_symbol_list', { type: 1 }],
  ['POST', '/api/account/draw', { draw_currency_id: 1, number: '1', draw_method_id: 1, auth_code: '1' }],
  ['GET', '/api/account/draw_list', { type: 1 }],
  ['GET', '/api/wallet/get_draw_method', { draw_type: 1 }],
  ['POST', '/api/wallet/bind_draw_method', { type: 1, draw_id: 1, dc_address: 'x', auth_code: '1' }],
  ['POST', '/api/wallet/del_draw_method', { id: 1 }],
  ['POST', '/api/user_real/real_name', { name: 'x', card_id: 'x', country: 'HK', front_pic: 'x', reverse_pic: 'x' }],
  ['GET', '/api/user_real/center', {}],
  ['GET', '/api/user/invite', {}],
];

describe('access', () => {
  it('a demo account is told to use a real account, by every money call and by uploads', async () => {
    const demo = await demoUser();
    for (const [method, path, params] of REAL_ONLY) {
      const res = await call(server.baseUrl, method, path, params, demo.headers);
      expect(res.body, path).toEqual({ code: 3, msg: 'Please register or log in to a real account', data: null });
    }
    expect((await upload(server, demo, await picture())).body.msg).toBe('Please register or log in to a real account');
    expect((await post(server, demo, '/api/notify/send_email', { to: 'x@example.com', type: 3 })).body.msg).toBe('Please register or log in to a real account');
  });

  it('a guest gets the ended-session answer', async () => {
    for (const [method, path, params] of REAL_ONLY) expect((await call(server.baseUrl, method, path, params)).body.code, path).toBe(999);
    expect((await upload(server, null, await picture())).body.code).toBe(999);
  });

  it('a user never sees another user’s records, pictures or payout accounts', async () => {
    const alice = await realUser(server);
    const bob = await realUser(server);
    await fundedBy(server, alice, '100');
    await verifiedIdentity(server, alice);
    const { methodId } = await boundCoinAccount(server, alice);
    const proof = await uploadedUrl(server, alice);

    expect((await get(server, bob, '/api/quickCharge/quick_ist', { type: 0 })).body.data).toEqual({ data: [], total: 0 });
    expect((await get(server, bob, '/v1/api/main/accountLog/forexChange', { page: 1 })).body.data.total).toBe(0);
    expect((await get(server, bob, '/api/wallet/get_draw_method', { draw_type: 1 })).body.data).toEqual([]);
    expect((await get(server, bob, '/api/user_real/center')).body.data).toMatchObject({ review_status: 0, name: '' });

    // Bob cannot delete, withdraw to, or use Alice's account and pictures.
    expect((await post(server, bob, '/api/wallet/del_draw_method', { id: methodId })).body.msg).toBe('This payment account does not exist.');
    expect((await get(server, alice, '/api/wallet/get_draw_method', { draw_type: 1 })).body.data).toHaveLength(1);
    const info = (await get(server, bob, '/api/quickCharge/info')).body.data.coins[0];
    expect((await get(server, bob, '/api/quickCharge/submit', { number: '5', proofImg: proof, address: info.address, charge_id: info.id })).body.msg).toBe('Please upload the picture again.');
    const seen = await fetch(server.baseUrl + proof, { headers: { lang: 'en', ...bob.headers } });
    expect(await seen.json()).toEqual({ code: 3, msg: 'This picture is not available to you.', data: null });
    const own = await fetch(server.baseUrl + proof, { headers: alice.headers });
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await fetch(server.baseUrl + proof)).status).toBe(200); // the envelope…
    expect(((await (await fetch(server.baseUrl + proof)).json()) as { code: number }).code).toBe(999); // …of an ended session

    // Alice deletes her own, after which it is gone from her list too.
    expect((await post(server, alice, '/api/wallet/del_draw_method', { id: methodId })).body).toMatchObject({ code: 1, msg: 'Payment account deleted.' });
    expect((await get(server, alice, '/api/wallet/get_draw_method', { draw_type: 1 })).body.data).toEqual([]);
    await expectBalanced(server, alice.id);
  });

  it('a money code goes only to the account’s own verified address', async () => {
    const user = await realUser(server);
    const bySms = await post(server, user, '/api/notify/send_sms', { to: '91234567', area_id: 1, type: 3 });
    expect(bySms.body).toEqual({ code: 3, msg: 'Your account has no verified phone number. Please request the code by email.', data: null });
    const before = { attacker: outboxEntries(server, 'attacker@example.com').length, own: outboxEntries(server, user.email).length };
    await (server.clock as ManualClock).advance(61_000);
    const sent = await post(server, user, '/api/notify/send_email', { to: 'attacker@example.com', type: 3 });
    expect(sent.body).toMatchObject({ code: 1, msg: 'The verification code has been sent.' });
    expect(outboxEntries(server, 'attacker@example.com').length).toBe(before.attacker);
    expect(outboxEntries(server, user.email).length).toBe(before.own + 1);
  });

  it('the operator reads any picture, and the audit says who looked', async () => {
    const user = await realUser(server);
    const url = await uploadedUrl(server, user);
    const got = await operate(server, 'pictures.get', { name: url, reason: '' }, 'dave');
    expect(got.mime).toBe('image/png');
    expect(Buffer.from(got.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect((await operate(server, 'audit.list'))[0]).toMatchObject({ operator: 'dave', action: 'pictures.get', target: `picture:${url.split('/').pop()}` });
  });

  it('the operator endpoint is on no public port: only its 0600 socket answers, and only with the key', async () => {
    const body = JSON.stringify({ command: 'audit.list', operator: 'mallory', args: {} });
    const key = readFileSync(join(server.dataDir, 'operator.key'), 'utf8').trim();
    // The public listener does not have it, even for a local request with the right key.
    const publicPort = await fetch(`${server.baseUrl}/admin/command`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-operator-key': key } });
    expect(publicPort.status).toBe(404);
    const socketPath = join(server.dataDir, 'operator.sock');
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    expect((await postOverSocket(socketPath, body, 'not-the-key')).status).toBe(401);
    const here = await postOverSocket(socketPath, body, key);
    expect(here).toMatchObject({ status: 200, json: { ok: true } });
    expect(await operate(server, 'audit.list')).not.toContainEqual(expect.objectContaining({ operator: 'mallory' }));
  });
});

describe('identity', () => {
  it('refuses residents of the excluded countries', async () => {
    const user = await realUser(server);
    for (const country of ['KP', 'IL', 'CN', 'VU', 'CU']) {
      const res = await post(server, user, '/api/user_real/real_name', {
        name: 'Li Wei',
        card_id: 'E1',
        country,
        front_pic: await uploadedUrl(server, user),
        reverse_pic: await uploadedUrl(server, user),
      });
      expect(res.body.msg, country).toBe('Our service is not available in this country or region.');
    }
    expect((await get(server, user, '/api/user_real/center')).body.data.review_status).toBe(0);
  });

  it('needs a name, an ID number, a country and both photos, each named when missing', async () => {
    const user = await realUser(server);
    const full = { name: 'Li Wei', card_id: 'E1', country: 'SG', front_pic: await uploadedUrl(server, user), reverse_pic: await uploadedUrl(server, user) };
    const said = async (field: string) => (await post(server, user, '/api/user_real/real_name', { ...full, [field]: '' })).body.msg;
    expect(await said('name')).toBe('Please fill in the name.');
    expect(await said('card_id')).toBe('Please fill in the passport or ID number.');
    expect(await said('country')).toBe('Please fill in the country of residence.');
    expect((await post(server, user, '/api/user_real/real_name', { ...full, country: 'Hong Kong' })).body.msg).toBe('The value of the country of residence is not valid.');
    expect((await post(server, user, '/api/user_real/real_name', { ...full, country: 'ZZ' })).body.msg).toBe('Our service is not available in this country or region.');
    expect((await post(server, user, '/api/user_real/real_name', { ...full, name: 'Li\u0000Wei' })).body.msg).toBe('The value of the name is not valid.');
    expect((await post(server, user, '/api/user_real/real_name', { ...full, name: 'Li\nWei' })).body.msg).toBe('The value of the name is not valid.');
    expect((await post(server, user, '/api/user_real/real_name', { ...full, name: '\u202Eiew iL' })).body.msg).toBe('The value of the name is not valid.');
    expect((await post(server, user, '/api/user_real/real_name', { ...full, card_id: 'E1\u0007' })).body.msg).toBe('The value of the passport or ID number is not valid.');
    expect(await said('reverse_pic')).toBe('Please fill in the back image.');
    expect((await post(server, user, '/api/user_real/real_name', { ...full, front_pic: '/api/common/image/' + 'a'.repeat(32) + '.png' })).body.msg).toBe('Please upload the picture again.');
    expect((await get(server, user, '/api/user_real/center')).body.data.review_status).toBe(0);
  });

  it('goes under review, is rejected with a reason, and may be sent again', async () => {
    const user = await realUser(server);
    const form = async () => ({ name: 'Maria Garcia', card_id: 'X1234567', country: 'ES', front_pic: await uploadedUrl(server, user), reverse_pic: await uploadedUrl(server, user) });
    expect((await post(server, user, '/api/user_real/real_name', await form())).body).toMatchObject({ code: 1, msg: 'Your identity details have been submitted for review.' });
    expect((await get(server, user, '/api/user_real/center')).body.data).toMatchObject({ review_status: 1, name: 'Maria Garcia', country: 'ES' });
    expect((await post(server, user, '/api/user_real/real_name', await form())).body.msg).toBe('Your identity is already under review.');

    await operate(server, 'identities.reject', { id: String(user.id), reason: 'The back photo is blurred.' });
    expect((await get(server, user, '/api/user_real/center')).body.data).toMatchObject({ review_status: 3, reason: 'The back photo is blurred.' });
    expect((await post(server, user, '/api/user_real/real_name', await form())).body.code).toBe(1);
    expect((await get(server, user, '/api/user_real/center')).body.data).toMatchObject({ review_status: 1, reason: '' });
    await operate(server, 'identities.approve', { id: String(user.id), reason: 'documents match' });
    expect((await get(server, user, '/api/user_real/center')).body.data.review_status).toBe(2);
  });

  it('one ID document serves one account, however it is typed', async () => {
    const first = await realUser(server);
    const second = await realUser(server);
    const form = async (user: typeof first, card_id: string) => ({
      name: 'Tan Ah Kow',
      card_id,
      country: 'MY',
      front_pic: await uploadedUrl(server, user),
      reverse_pic: await uploadedUrl(server, user),
    });
    expect((await post(server, first, '/api/user_real/real_name', await form(first, 'A 1234-5678'))).body.code).toBe(1);
    const again = await post(server, second, '/api/user_real/real_name', await form(second, 'a12345678'));
    expect(again.body).toEqual({ code: 3, msg: 'This ID document is already used by another account. Please contact customer service.', data: null });
    await operate(server, 'identities.reject', { id: String(first.id), reason: 'The photo is blurred.' });
    expect((await post(server, second, '/api/user_real/real_name', await form(second, 'a12345678'))).body.code).toBe(1); // a rejected one holds nothing
  });

  it('a bank account’s payee must be the verified name', async () => {
    const user = await realUser(server);
    const usd = (await get(server, user, '/api/account/draw_symbol_list', { type: 2 })).body.data[0];
    const bank = { type: 2, draw_id: usd.id, bank_name: 'HSBC', bank_address: '1 Queen’s Road Central', bank_swift: 'hsbchkhh', payee_account: '123456789' };
    expect((await post(server, user, '/api/wallet/bind_draw_method', { ...bank, payee_name: 'Chan Tai Man', auth_code: '000000' })).body.msg).toBe('Please complete the identity verification first.');
    await verifiedIdentity(server, user, 'Chan Tai Man');
    expect((await post(server, user, '/api/wallet/bind_draw_method', { ...bank, payee_name: 'Someone Else', auth_code: await moneyCode(server, user) })).body.msg).toBe(
      'The payee must be the person named in your verified identity.',
    );
    expect((await post(server, user, '/api/wallet/bind_draw_method', { ...bank, payee_name: 'chan  tai man', auth_code: await moneyCode(server, user) })).body.code).toBe(1);
    expect((await get(server, user, '/api/wallet/get_draw_method', { draw_type: 2 })).body.data[0]).toMatchObject({
      bank_name: 'HSBC',
      bank_swift: 'HSBCHKHH',
      payee_account: '123456789',
      draw_currency: { code: 'USD' },
    });
  });
});

describe('invites', () => {
  it('shows the code, the link and how many registered with it', async () => {
    const inviter = await realUser(server);
    const before = (await get(server, inviter, '/api/user/invite')).body.data;
    expect(before).toEqual({ invite_code: expect.any(String), link: `/register?invite_code=${before.invite_code}`, count: 0 });
    await registerByEmailWithInvite(server, before.invite_code);
    expect((await get(server, inviter, '/api/user/invite')).body.data.count).toBe(1);
  });
});
