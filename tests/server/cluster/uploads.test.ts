import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_PICTURES } from '../../../src/server/engine/uploads/index.ts';
import { picture, upload } from '../money/helpers.ts';
import { onCluster, operatorCommand, realAccount, startTwoNodes, type Node } from './nodes.ts';

// Pictures users send are kept where every node reads them (issue 22): one node takes the
// upload, any other serves it to its owner and to the operator, and the daily limit counts the
// uploads of every node together.

let a: Node;
let b: Node;

const fetchPicture = (node: Node, url: string, token: string) => fetch(node.server.baseUrl + url, { headers: { authorization: token } });

describe.skipIf(!onCluster)('pictures on a cluster', () => {
  beforeAll(async () => {
    [a, b] = await startTwoNodes();
  });
  afterAll(async () => {
    for (const node of [b, a]) await node?.server.stop();
  });

  it('serves a picture uploaded through one node through the other, to its owner and to the operator', async () => {
    const user = await realAccount(a, [a, b]);
    const sent = await upload(a.server, user, await picture('png', 48));
    expect(sent.body.code).toBe(1);
    const url = sent.body.data!.url;
    const here = await fetchPicture(a, url, user.token);
    const there = await fetchPicture(b, url, user.token);
    expect(there.status).toBe(200);
    expect(there.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await there.arrayBuffer());
    expect(bytes.equals(Buffer.from(await here.arrayBuffer()))).toBe(true);
    // The operator reaches node b's socket and reads the same picture.
    const shown = await operatorCommand(b, 'pictures.get', { name: url, reason: 'deposit proof check' });
    expect(shown).toMatchObject({ status: 200, json: { ok: true, result: { mime: 'image/png' } } });
    expect(Buffer.from(shown.json.result.base64, 'base64').equals(bytes)).toBe(true);
    // Someone else's session is refused on any node.
    const stranger = await realAccount(b, [a, b]);
    const refused = await fetchPicture(b, url, stranger.token);
    expect(refused.headers.get('content-type')).not.toBe('image/png');
    expect(((await refused.json()) as { code: number }).code).not.toBe(1);
  });

  it('keeps the daily picture limit when the last places are taken through both nodes at once', async () => {
    const user = await realAccount(a, [a, b]);
    const now = a.clock.now();
    // The day's pictures but one are stored already.
    const earlier = Array.from({ length: DAILY_PICTURES - 1 }, (_, i) => ({
      name: `${randomBytes(16).toString('hex')}.png`,
      user_id: user.id,
      mime: 'image/png',
      bytes: 1,
      created_at: now - 1000 - i,
    }));
    await a.server.db.insertInto('uploads').values(earlier).execute();
    const bytes = await picture('png', 32);
    const replies = await Promise.all([a, b, a, b, a, b].map((node) => upload(node.server, user, bytes)));
    expect(replies.filter((r) => r.body.code === 1)).toHaveLength(1);
    const stored = await a.server.db.selectFrom('uploads').select('name').where('user_id', '=', BigInt(user.id)).execute();
    expect(stored).toHaveLength(DAILY_PICTURES);
  });
});
