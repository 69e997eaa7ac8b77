import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { WRITE_LIMIT_DEFAULTS } from '../../../src/server/config.ts';
import { call } from '../helpers.ts';
import { onCluster, startTwoNodes, type Node } from './nodes.ts';

// The write limits count an address's requests on every node together (issue 22 item 4): the
// nodes share the count in the database, so a visitor gets LIMIT_CAPTCHA pictures from the
// cluster, not that many from each node.

let a: Node;
let b: Node;
const CAPTCHAS = 4;

describe.skipIf(!onCluster)('write limits across the nodes of a cluster', () => {
  beforeAll(async () => {
    [a, b] = await startTwoNodes({ writeLimits: { ...WRITE_LIMIT_DEFAULTS, captcha: { max: CAPTCHAS, windowMs: 10 * 60_000 } } });
  });
  afterAll(async () => {
    for (const node of [b, a]) await node?.server.stop();
  });

  it('refuses the request past the limit on every node, the requests before it having been split between the nodes', async () => {
    const captcha = async (node: Node) => (await call(node.server.baseUrl, 'GET', '/api/captcha')).body;
    for (let i = 0; i < CAPTCHAS; i++) expect(await captcha(i % 2 === 0 ? a : b)).toMatchObject({ code: ResultCode.OK });
    expect(await captcha(a)).toMatchObject({ code: ResultCode.RATE_LIMITED });
    expect(await captcha(b)).toMatchObject({ code: ResultCode.RATE_LIMITED });
    // The window ends on the clock of each node alike: the next one admits again.
    for (const node of [a, b]) await node.clock.advance(10 * 60_000);
    expect(await captcha(b)).toMatchObject({ code: ResultCode.OK });
  });
});
