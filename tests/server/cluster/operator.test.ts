import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers.ts';
import { picture, upload } from '../money/helpers.ts';
import { onCluster, operatorCommand, realAccount, startTwoNodes, type Node } from './nodes.ts';

// Operator commands that move an account's money run on the node that owns the account (issue 22
// item 2): the operator reaches any node's socket, and the command runs once, on the owner.

let a: Node;
let b: Node;

const ledger = async (node: Node, userId: number) => {
  const { money, ledgerSum } = await node.server.wallet.reconcile(userId);
  const lines = await node.server.db.selectFrom('ledger').select(['type']).where('user_id', '=', BigInt(userId)).execute();
  return { balance: money.balance, ledgerSum, lines: lines.length };
};

describe.skipIf(!onCluster)('operator commands on a cluster', () => {
  beforeAll(async () => {
    [a, b] = await startTwoNodes();
  });
  const stopped = new Set<Node>();
  afterAll(async () => {
    for (const node of [b, a]) if (node && !stopped.has(node)) await node.server.stop();
  });

  it('runs a deposit decision and a balance adjustment sent to a node that does not own the account on its owner, once each', async () => {
    const user = await realAccount(a, [a, b]);
    const { owner, other } = user;
    // The deposit is sent through the other node (passed to the owner), its proof uploaded there.
    const proof = await upload(other.server, user, await picture());
    const info = await call(other.server.baseUrl, 'GET', '/api/quickCharge/info', {}, user.headers);
    const coin = info.body.data.coins[0];
    const sent = await call(other.server.baseUrl, 'GET', '/api/quickCharge/submit', { number: '100', proofImg: proof.body.data!.url, address: coin.address, charge_id: coin.id }, user.headers);
    expect(sent.body.code).toBe(1);
    const listed = await operatorCommand(other, 'deposits.list', { status: '0' });
    const deposit = listed.json.result.find((d: { user_id: number }) => d.user_id === user.id);

    const approved = await operatorCommand(other, 'deposits.approve', { id: String(deposit.id), amount: '100', reason: 'received on chain' });
    expect(approved).toMatchObject({ status: 200, json: { ok: true, result: { balance: '100.00' } } });
    const adjusted = await operatorCommand(other, 'balance.adjust', { user: String(user.id), amount: '25', reason: 'goodwill credit' });
    expect(adjusted).toMatchObject({ status: 200, json: { ok: true, result: { balance: '125.00' } } });

    // Booked once each, by the owner, whose account in memory says the same as the ledger.
    expect(await ledger(owner, user.id)).toEqual({ balance: 12_500_000_000n, ledgerSum: 12_500_000_000n, lines: 2 });
    const seen = await call(other.server.baseUrl, 'GET', '/v1/api/main/wallet/getBalance', {}, user.headers);
    expect(seen.body.data.balance).toBe('125.00');
    // Approving it again, now through the owner's own socket, is refused: nothing is credited twice.
    const again = await operatorCommand(owner, 'deposits.approve', { id: String(deposit.id), amount: '100', reason: 'received on chain' });
    expect(again).toMatchObject({ status: 400, json: { ok: false } });
    expect((await ledger(owner, user.id)).lines).toBe(2);
  });

  it('answers busy, having written nothing, when no node owns the account (its owner stopped and nobody took its shards yet)', async () => {
    const user = await realAccount(a, [a, b]);
    const { owner, other } = user;
    const before = await ledger(other, user.id);
    await owner.server.stop();
    stopped.add(owner);
    // The other node has not looked at the leases since: the shard is nobody's, and it is tried a few times.
    const adjusted = await operatorCommand(other, 'balance.adjust', { user: String(user.id), amount: '25', reason: 'goodwill credit' });
    expect(adjusted).toMatchObject({ status: 503, json: { ok: false, error: expect.stringContaining('nothing was written') } });
    expect(await ledger(other, user.id)).toEqual(before);
  });
});
