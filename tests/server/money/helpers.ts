import sharp from 'sharp';
import { expect } from 'vitest';
import { lastOutboxCode, registerByEmail } from '../accounts-helpers.ts';
import { call, type TestServer } from '../helpers.ts';
import type { ManualClock } from '../../../src/server/clock.ts';
import { operatorWire } from '../../../src/server/http/admin-wire.ts';

/** A real account, registered through the real flow, with its token and id. */
export async function realUser(server: TestServer) {
  const { email, token } = await registerByEmail(server);
  const me = await call(server.baseUrl, 'GET', '/api/user/info', {}, { authorization: token });
  return { email, token, id: me.body.data.id as number, headers: { authorization: token } };
}
export type RealUser = Awaited<ReturnType<typeof realUser>>;

export const get = (server: TestServer, user: { headers: Record<string, string> } | null, path: string, params: Record<string, string | number> = {}) =>
  call(server.baseUrl, 'GET', path, params, user?.headers ?? {});
export const post = (server: TestServer, user: { headers: Record<string, string> } | null, path: string, params: Record<string, string | number> = {}) =>
  call(server.baseUrl, 'POST', path, params, user?.headers ?? {});

/** A real picture of the given format, made here (never a file from disk). */
export async function picture(format: 'png' | 'jpeg' | 'webp' = 'png', size = 64): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 60, b: 30 } } });
  return format === 'png' ? image.png().toBuffer() : format === 'jpeg' ? image.jpeg().toBuffer() : image.webp().toBuffer();
}

/** POST image_upload as the app does (multipart field `file`); the whole reply. */
export async function upload(server: TestServer, user: { headers: Record<string, string> } | null, bytes: Buffer, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.baseUrl}/api/common/image_upload`, { method: 'POST', body: form, headers: { lang: 'en', ...(user?.headers ?? {}) } });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: { url: string } | null } };
}

export async function uploadedUrl(server: TestServer, user: RealUser): Promise<string> {
  const reply = await upload(server, user, await picture());
  expect(reply.body.code).toBe(1);
  return reply.body.data!.url;
}

/** Runs an operator command as the back office would (the same engine functions as the command line). */
export const operate = async (server: TestServer, command: string, args: Record<string, string> = {}, operator = 'alice') =>
  operatorWire(command, await server.operations.run(command, args, operator)) as any;

/** Identity sent and approved by an operator: the precondition of withdrawals and bank accounts. */
export async function verifiedIdentity(server: TestServer, user: RealUser, name = 'Chan Tai Man') {
  const sent = await post(server, user, '/api/user_real/real_name', {
    name,
    card_id: `K${String(user.id).padStart(7, '0')}`,
    country: 'HK',
    front_pic: await uploadedUrl(server, user),
    reverse_pic: await uploadedUrl(server, user),
  });
  expect(sent.body.code).toBe(1);
  await operate(server, 'identities.approve', { id: String(user.id), reason: 'documents match' });
}

/** A money code (type 3) by email, read from the outbox. */
export async function moneyCode(server: TestServer, user: RealUser): Promise<string> {
  await (server.clock as ManualClock).advance(61_000); // past the resend wait of the address
  const sent = await post(server, user, '/api/notify/send_email', { to: '', type: 3 });
  expect(sent.body).toMatchObject({ code: 1 });
  return lastOutboxCode(server, user.email)!;
}

/** A coin deposit of `amount` approved for `received` USD: the account is funded through the real flow. */
export async function fundedBy(server: TestServer, user: RealUser, amount: string, received = amount) {
  const info = await get(server, user, '/api/quickCharge/info');
  const coin = info.body.data.coins[0];
  const sent = await get(server, user, '/api/quickCharge/submit', { number: amount, proofImg: await uploadedUrl(server, user), address: coin.address, charge_id: coin.id });
  expect(sent.body.code).toBe(1);
  const [deposit] = await operate(server, 'deposits.list', { status: '0' });
  expect(deposit.user_id).toBe(user.id);
  await operate(server, 'deposits.approve', { id: String(deposit.id), amount: received, reason: 'received on chain' });
  return deposit.id as number;
}

/** Money is never created or lost: the balance is the ledger's sum, and neither it nor the frozen amount is negative. */
export async function expectBalanced(server: TestServer, userId: number) {
  const { money, ledgerSum } = await server.wallet.reconcile(userId);
  expect(money.balance).toBe(ledgerSum);
  expect(money.balance >= 0n && money.lock >= 0n).toBe(true);
  return money;
}

/** A coin payout account (USDT TRC20) bound with a money code; returns its id and the currency. */
export async function boundCoinAccount(server: TestServer, user: RealUser) {
  const currencies = await get(server, user, '/api/account/draw_symbol_list', { type: 1 });
  const usdt = currencies.body.data.find((c: { code: string; protocol: string }) => c.code === 'USDT' && c.protocol === 'TRC20');
  const bound = await post(server, user, '/api/wallet/bind_draw_method', { type: 1, draw_id: usdt.id, dc_address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', auth_code: await moneyCode(server, user) });
  expect(bound.body).toMatchObject({ code: 1, msg: 'Payment account saved.' });
  const methods = await get(server, user, '/api/wallet/get_draw_method', { draw_type: 1 });
  return { methodId: methods.body.data[0].id as number, currency: usdt as { id: number; draw_rate: string; fee_type: number } };
}
