// The operator and the API for the withdrawal spec, against the real e2e server: identity
// photos uploaded and the identity sent through the API (the /mine/auth screen is the other
// spec's), then decided, credited and reviewed by the operator through POST /admin/command on
// the server's operator socket with the key it wrote to $E2E_DATA_DIR, as `npm run ops` does.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures.ts';

const operatorKey = () => readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'operator.key'), 'utf8').trim();

/** Runs one operator command (e.g. 'identities.approve' with { id, reason }) and returns its result. */
export async function operator<T = unknown>(_request: APIRequestContext, command: string, args: Record<string, string | number>): Promise<T> {
  const body = await postOverSocket<T>(join(process.env.E2E_DATA_DIR ?? '', 'operator.sock'), { command, operator: 'e2e', args });
  expect(body.ok, body.error).toBe(true);
  return body.result as T;
}

/** POST /admin/command on the server's operator socket (the endpoint has no TCP port). */
function postOverSocket<T>(socketPath: string, data: unknown): Promise<{ ok: boolean; result?: T; error?: string }> {
  const payload = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { socketPath, path: '/admin/command', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-operator-key': operatorKey() } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The logged-in user of the page (its token and id), as the app keeps it. */
export async function sessionOf(page: Page): Promise<{ token: string; id: number }> {
  // A string expression: e2e files are type-checked without the DOM library.
  const session = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session') ?? 'null')`)) as { token: string; user: { id: number } } | null;
  expect(session?.token).toBeTruthy();
  return { token: session!.token, id: session!.user.id };
}

/** A small photo-like PNG (a gradient would do; sharp re-encodes it on the server). */
const photo = (shade: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/**
 * Sends the identity check through the API (two photos uploaded first) under the page's session,
 * and has the operator approve it: the account may withdraw, and its payee name is `name`.
 */
export async function approvedIdentity(page: Page, name: string): Promise<void> {
  const { token, id } = await sessionOf(page);
  const headers = { authorization: token, lang: 'en' };
  const upload = async (shade: number) => {
    const reply = await page.request.post('/api/common/image_upload', { headers, multipart: { file: { name: `id-${shade}.png`, mimeType: 'image/png', buffer: await photo(shade) } } });
    const body = (await reply.json()) as { code: number; msg: string; data: { url: string } };
    expect(body.code, body.msg).toBe(1);
    return body.data.url;
  };
  const [front, back] = [await upload(40), await upload(90)];
  const sent = await page.request.post('/api/user_real/real_name', {
    headers,
    form: { name, card_id: `E2E${Date.now()}`, country: 'SG', front_pic: front, reverse_pic: back },
  });
  const body = (await sent.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(1);
  await operator(page.request, 'identities.approve', { id, reason: 'e2e: documents match' });
}

/** Credits the page's user with `amount` USD by an operator adjustment (ledger type 10). */
export async function credit(page: Page, amount: string): Promise<void> {
  const { id } = await sessionOf(page);
  await operator(page.request, 'balance.adjust', { user: id, amount, reason: 'e2e: opening balance', memo: 'Opening balance' });
}

/** The newest pending withdrawal of user `userId`, as the operator lists it. */
export async function pendingWithdrawal(page: Page): Promise<{ id: number; number: string; status: number }> {
  const { id } = await sessionOf(page);
  const list = await operator<Array<{ id: number; user_id: number; number: string; status: number }>>(page.request, 'withdrawals.list', { status: 0 });
  const mine = list.find((row) => row.user_id === id);
  expect(mine, 'a pending withdrawal of this user').toBeTruthy();
  return mine!;
}
