import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { shardOf } from '../../../src/server/cluster/shards.ts';
import { call } from '../helpers.ts';
import { SUBMIT } from '../trading/harness.ts';
import { accountOwnedBy, eurusd, ledgerOf, onCluster, startNode, type Node } from './nodes.ts';

// A shard taken over from a node that went away (issue 22 item 2): the new owner rebuilds it from
// the database and serves it as the old owner did. Its one-second FOREX_TRADE pass and its
// expiry timer start for the adopted orders, and a level (an order's or an alert's) the price
// crossed while the shard had no owner fires at once, without waiting for the next tick. .ci/run sets TEST_DATABASE_URL and TEST_NATS_URL.

let a: Node;
let b: Node;

describe.skipIf(!onCluster)('a shard adopted by a new owner', () => {
  beforeAll(async () => {
    a = await startNode('adopt-a');
    b = await startNode('adopt-b', a.server.config.databaseUrl);
    await a.step();
    await b.step();
    a.quotes().setMany([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  });
  afterAll(async () => {
    for (const node of [b, a]) if (node) await node.server.stop();
  });

  it('fires a take-profit and a price alert crossed while the shard had no owner, and pushes the live figures of what it adopted', async () => {
    // The account's only position is on a; b holds no position at all (its live pass sleeps).
    const { token, id } = await accountOwnedBy(a, a);
    const held = await a.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd(a), status: 1, multiple: 100 });
    const tp = await a.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd(a), status: 1, multiple: 100, target_profit_price: '1.10200' });
    const alert = await call(a.server.baseUrl, 'POST', '/v1/api/forex/create_price_alert', { forex_id: eurusd(a), kind: 'above', value: '1.10200' }, { authorization: token });
    expect([held.code, tp.code, alert.body.code]).toEqual([ResultCode.OK, ResultCode.OK, ResultCode.OK]);
    expect(b.server.trading.openOrders()).toBe(0);

    // a stops owning accounts (it hands every shard back) but still produces the market; the
    // price crosses the level while nobody owns the shard.
    await a.server.cluster!.keeper.stop();
    expect(a.owned()).toEqual([]);
    const ticked = new Promise<void>((resolve) => {
      const off = b.server.market.onTick(() => {
        off();
        resolve();
      });
    });
    a.quotes().setMany([{ code: 'EURUSD', bid: '1.10250', ask: '1.10270' }]);
    await ticked;
    expect((await ledgerOf(b, id)).orders.filter((o) => o.close_reason === 'take_profit')).toEqual([]);

    // b takes the shard: the take-profit fires with no further tick, once.
    const pushed: number[] = [];
    b.server.bus.on('trading.live', (event) => void pushed.push(event.userId));
    await b.step();
    expect(b.owned()).toContain(shardOf(id));
    await b.server.trading.settled();
    const books = await ledgerOf(b, id);
    expect(books.orders.find((o) => o.id === BigInt(tp.data.Id))).toMatchObject({ status: 3, close_reason: 'take_profit' });
    expect(books.balance).toBe(books.ledgerSum);
    // So does the price alert the same move crossed.
    await b.server.alerts.settled();
    const alerts = await b.server.db.selectFrom('price_alerts').select(['triggered_at']).where('user_id', '=', BigInt(id)).execute();
    expect(alerts).toEqual([{ triggered_at: expect.anything() }]);
    expect(alerts[0]!.triggered_at).not.toBeNull();
    // The position left is pushed live every second from b, as a did.
    await b.clock.advance(1_000);
    expect(pushed).toContain(id);
  });
});
