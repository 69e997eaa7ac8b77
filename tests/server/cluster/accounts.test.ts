import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { LEASE_TTL_MS } from '../../../src/server/cluster/lease.ts';
import { shardLease, shardOf, SHARDS } from '../../../src/server/cluster/shards.ts';
import { leaseRepository } from '../../../src/server/db/lease-repository.ts';
import { call } from '../helpers.ts';
import { MY_DEAL, SUBMIT } from '../trading/harness.ts';
import { accountOwnedBy as ownedBy, eurusd, ledgerOf, onCluster, startNode, type Node } from './nodes.ts';

// Accounts of a cluster (issue 22 item 2): two nodes on one PostgreSQL database and one NATS
// server, each on its own manual clock. A node whose clock does not move is a paused one: its
// leases run out on the other's clock. Shard steps are run by hand, so each test says when a
// node looks at its leases. .ci/run sets TEST_DATABASE_URL and TEST_NATS_URL.

let a: Node;
let b: Node;
const stopped = new Set<Node>();

/** A fresh demo account whose shard `owner` owns. */
const accountOwnedBy = (owner: Node) => ownedBy(a, owner);

describe.skipIf(!onCluster)('accounts shared by the nodes of a cluster', () => {
  beforeAll(async () => {
    a = await startNode('node-a');
    b = await startNode('node-b', a.server.config.databaseUrl);
    // a held every shard alone; now it counts two nodes and hands half back, which b takes.
    await a.step();
    await b.step();
    a.quotes().setMany([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  });
  afterAll(async () => {
    for (const node of [b, a]) if (node && !stopped.has(node)) await node.server.stop();
  });

  it('splits the shards evenly, each owned by one node', () => {
    expect(a.owned()).toHaveLength(SHARDS / 2);
    expect(b.owned()).toHaveLength(SHARDS / 2);
    expect(new Set([...a.owned(), ...b.owned()]).size).toBe(SHARDS);
  });

  it("fires a take-profit once, on the node that owns the account; the other holds none of the account's orders", async () => {
    const { token, id } = await accountOwnedBy(b);
    const opened = await b.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd(b), status: 1, multiple: 100, target_profit_price: '1.10200' });
    expect(opened.code).toBe(ResultCode.OK);
    expect(b.server.trading.ordersOf(id)).toHaveLength(1);
    expect(a.server.trading.ordersOf(id)).toHaveLength(0);
    // a produces the market; b follows its ticks and fires the trigger.
    const crossed = new Promise<void>((resolve) => {
      const off = b.server.market.onTick(() => {
        off();
        resolve();
      });
    });
    a.quotes().setMany([{ code: 'EURUSD', bid: '1.10250', ask: '1.10270' }]);
    await crossed;
    await b.server.trading.settled();
    await a.server.trading.settled();
    const books = await ledgerOf(a, id);
    expect(books.orders).toEqual([{ id: BigInt(opened.data.Id), status: 3, close_reason: 'take_profit' }]);
    expect(books.balance).toBe(books.ledgerSum);
    expect(b.server.trading.ordersOf(id)).toHaveLength(0);
  });

  it('passes a call for an account another node owns to that owner, and answers through the node called', async () => {
    const { token, id } = await accountOwnedBy(b);
    const opened = await a.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd(a), status: 1, multiple: 100 });
    expect(opened.code).toBe(ResultCode.OK);
    expect(b.server.trading.ordersOf(id)).toEqual([expect.objectContaining({ id: opened.data.Id })]);
    expect(a.server.trading.ordersOf(id)).toHaveLength(0);
    const listed = await a.api(token, MY_DEAL, { status: 1 });
    expect(listed.data.data).toEqual([expect.objectContaining({ Id: opened.data.Id })]);
    const books = await ledgerOf(a, id);
    expect(books.balance).toBe(books.ledgerSum);
    // A client naming the call "passed on" itself is passed to the owner all the same.
    const claimed = await call(
      a.server.baseUrl,
      'POST',
      '/v1/api/forex/create_price_alert',
      { forex_id: eurusd(a), kind: 'above', value: '1.30000' },
      { authorization: token, 'x-lotwise-forwarded': '1' },
    );
    expect(claimed.body.code).toBe(ResultCode.OK);
    expect(a.server.alerts.indexed()).toBe(0);
    expect(b.server.alerts.indexed()).toBe(1);
    await b.server.alerts.remove(id, claimed.body.data.id);
  });

  it('fires a price alert once, on the node that owns the account, whichever node it was set through', async () => {
    const { token, id } = await accountOwnedBy(b);
    const set = await call(a.server.baseUrl, 'POST', '/v1/api/forex/create_price_alert', { forex_id: eurusd(a), kind: 'above', value: '1.20000' }, { authorization: token });
    expect(set.body.code).toBe(ResultCode.OK);
    expect(b.server.alerts.indexed()).toBe(1);
    expect(a.server.alerts.indexed()).toBe(0);
    const fired = new Promise((resolve) => b.server.bus.on('alert.triggered', resolve));
    a.quotes().setMany([{ code: 'EURUSD', bid: '1.20010', ask: '1.20030' }]);
    await expect(fired).resolves.toMatchObject({ userId: id, alertId: set.body.data.id });
    await b.server.alerts.settled();
    expect(b.server.alerts.indexed()).toBe(0);
    const rows = await b.server.db.selectFrom('price_alerts').select(['triggered_at']).where('user_id', '=', BigInt(id)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.triggered_at).not.toBeNull();
  });

  it('fences a burst of orders with one lease statement per group transaction, not one per order', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => accountOwnedBy(b)));
    const each = vi.spyOn(leaseRepository, 'stillAt');
    const together = vi.spyOn(leaseRepository, 'epochsLocked');
    try {
      const opened = await Promise.all(accounts.map(({ token }) => b.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd(b), status: 1, multiple: 100 })));
      expect(opened.map((o) => o.code)).toEqual(accounts.map(() => ResultCode.OK));
      expect(each).not.toHaveBeenCalled();
      const fenced = together.mock.calls.flatMap(([, names]) => names);
      expect(together.mock.calls.length).toBeLessThan(accounts.length);
      expect(new Set(fenced)).toEqual(new Set(accounts.map(({ id }) => shardLease(shardOf(id)))));
    } finally {
      each.mockRestore();
      together.mockRestore();
    }
    for (const { id } of accounts) {
      const books = await ledgerOf(b, id);
      expect(books.balance).toBe(books.ledgerSum);
    }
  });

  it("refuses a paused node's late commit for a shard that moved (fencing), and moves the shard's orders to its new owner", async () => {
    const { token, id } = await accountOwnedBy(a);
    const opened = await a.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd(a), status: 1, multiple: 100 });
    expect(opened.code).toBe(ResultCode.OK);
    const before = await ledgerOf(b, id);
    // a pauses: its clock stands still while b's runs past a's leases; b takes what ran out.
    await b.clock.advance(LEASE_TTL_MS + 1);
    await b.step();
    expect(b.owned()).toContain(shardOf(id));
    expect(b.server.trading.ordersOf(id)).toHaveLength(1);
    // a wakes up still believing it owns the shard: its command runs there and its commit is refused.
    expect(a.owned()).toContain(shardOf(id));
    const late = await a.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd(a), status: 1, multiple: 100 });
    expect(late.code).toBe(ResultCode.RATE_LIMITED);
    expect(await ledgerOf(b, id)).toEqual(before);
    // Its next step finds its leases gone and drops what it held.
    await a.step();
    expect(a.owned()).not.toContain(shardOf(id));
    expect(a.server.trading.ordersOf(id)).toHaveLength(0);
    // The new owner serves the account: the position is there and can be listed and closed.
    const held = await b.api(token, MY_DEAL, { status: 1 });
    expect(held.data.data).toEqual([expect.objectContaining({ Id: opened.data.Id })]);
  });
});
