import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../../src/server/config.ts';
import { POLICY_CLOSE, TOO_MANY_SOCKETS } from '../../../src/server/ws/caps.ts';
import { DAY_MARKET_BATCH_MS, type ServerMessage } from '../../../src/contract/index.ts';
import { createManualClock } from '../../../src/server/clock.ts';
import type { ClusterBus } from '../../../src/server/cluster/nats-bus.ts';
import { LEASE_STEP_MS } from '../../../src/server/cluster/lease.ts';
import type { SettingKey } from '../../../src/server/engine/settings.ts';
import { MARKET_LEASE } from '../../../src/server/cluster/market-source.ts';
import { openDb } from '../../../src/server/db/connect.ts';
import { leaseRepository } from '../../../src/server/db/lease-repository.ts';
import { createScriptedSource, type ScriptedSource } from '../../../src/server/market/scripted-source.ts';
import { pointsToUnits } from '../../../src/server/market/prices.ts';
import type { PointQuote } from '../../../src/server/market/types.ts';
import { startServer, type TestServer } from '../helpers.ts';

// Two nodes of a cluster (issue 22) on one PostgreSQL database and one NATS server, in this
// process, on one manual clock: .ci/run starts both and sets TEST_DATABASE_URL and TEST_NATS_URL.
// Each node's own quote source is a scripted one; only the node holding the market's lease runs it.

const natsUrl = process.env.TEST_NATS_URL ?? '';
const onCluster = Boolean(process.env.TEST_DATABASE_URL && natsUrl);
const MONDAY_OPEN = Date.UTC(2026, 0, 5, 15, 0, 0);

interface Node {
  server: TestServer;
  quotes: () => ScriptedSource;
}

const clock = createManualClock(MONDAY_OPEN);
let a: Node;
let b: Node;
const stopped = new Set<Node>();

/** A node of the cluster whose first node is `first` (its database and subjects), or of a new one. */
async function startNode(nodeId: string, first?: Node, overrides: Partial<Config> = {}): Promise<Node> {
  let quotes: ScriptedSource | undefined;
  // Each cluster its own subjects: other clusters (this file's, other test files') share the NATS server.
  const natsPrefix = first?.server.config.natsPrefix ?? `test-${randomUUID().slice(0, 8)}`;
  const server = await startServer(
    { natsUrl, natsPrefix, nodeId, ...(first ? { databaseUrl: first.server.config.databaseUrl } : {}), ...overrides },
    { clock, quotes: ({ instruments, clock: c }) => (quotes = createScriptedSource(instruments, c)) },
  );
  return { server, quotes: () => quotes! };
}

/** The next batch of quotes `node`'s engine sees, as a promise (NATS delivers asynchronously). */
const nextTick = (node: Node) =>
  new Promise<PointQuote[]>((resolve) => {
    const off = node.server.market.onTick((quotes) => {
      off();
      resolve(quotes);
    });
  });

describe.skipIf(!onCluster)('the market of a cluster', () => {
  beforeAll(async () => {
    a = await startNode('node-a');
    b = await startNode('node-b', a);
  });
  afterAll(async () => {
    for (const node of [b, a]) if (node && !stopped.has(node)) await node.server.stop();
  });

  it('is produced by one node, the first to take its lease, and followed by the other', async () => {
    const leases = await leaseRepository.all(a.server.db);
    expect(leases.find((l) => l.name === MARKET_LEASE)?.holder).toBe('node-a');
    // Only the producer runs its source: the follower's has not started.
    expect(() => b.quotes().set('EURUSD', '1.10000', '1.10010')).toThrow(/not started/);
    const seen = nextTick(b);
    a.quotes().set('EURUSD', '1.10020', '1.10030');
    const [quote] = await seen;
    expect(quote).toMatchObject({ code: 'EURUSD', bid: 110020, ask: 110030 });
    expect(b.server.market.quote(quote!.instrumentId)).toMatchObject({ bid: 110020, ask: 110030 });
  });

  it("puts the producer's tick on both nodes' DAY_MARKET with no clock time passing: the follower adds no batch window of its own", async () => {
    const pushed = (node: Node) => {
      const bids: string[] = [];
      node.server.bus.subscribe('DAY_MARKET', (m) => void (m.type === 'DAY_MARKET' && bids.push(...m.data.filter((q) => q.Code === 'EURUSD').map((q) => q.Bid))));
      return bids;
    };
    const onA = pushed(a);
    const onB = pushed(b);
    await clock.advance(DAY_MARKET_BATCH_MS); // a quiet window since the last test's tick
    const before = clock.now();
    const seen = nextTick(b);
    a.quotes().set('EURUSD', '1.10040', '1.10050');
    await seen;
    await new Promise((resolve) => setImmediate(resolve));
    expect(clock.now()).toBe(before);
    expect(onA).toContain('1.10040');
    expect(onB).toContain('1.10040');
  });

  it('passes to the other node when its producer stops, which continues from the last price and writes the candles', async () => {
    const id = a.server.market.instrumentByCode('EURUSD', 'en')!.Id;
    const seen = nextTick(b);
    a.quotes().set('EURUSD', '1.10100', '1.10110');
    await seen;
    await a.server.stop();
    stopped.add(a);
    await clock.advance(LEASE_STEP_MS);
    const leases = await leaseRepository.all(b.server.db);
    expect(leases.find((l) => l.name === MARKET_LEASE)).toMatchObject({ holder: 'node-b', epoch: 2n });
    expect(b.server.market.quote(id)).toMatchObject({ bid: 110100, ask: 110110 });
    // The new producer starts its own source once it has filled the candles nobody produced.
    await vi.waitFor(() => b.quotes().set('EURUSD', '1.10200', '1.10210'));
    // The new producer writes the candles (here at its clean stop, as at each minute's end; a
    // jump of the manual clock by a minute would read as a pause past its lease): the minute's
    // close is the last price.
    await b.server.stop();
    stopped.add(b);
    const db = await openDb({ databaseUrl: a.server.config.databaseUrl, sqliteFile: '' });
    const minute = await db.selectFrom('candles').select(['close', 'time']).where('instrument_id', '=', BigInt(id)).where('period', '=', '1min').orderBy('time', 'desc').executeTakeFirstOrThrow();
    await db.destroy();
    expect(minute).toEqual({ close: pointsToUnits(110200, 5), time: BigInt(MONDAY_OPEN) });
  });
});

describe.skipIf(!onCluster)('messages between the nodes of a cluster', () => {
  let x: Node;
  let y: Node;
  beforeAll(async () => {
    x = await startNode('node-x', undefined, { socketsPerAddress: 2 });
    y = await startNode('node-y', x, { socketsPerAddress: 2 });
  });
  afterAll(async () => {
    await y?.server.stop();
    await x?.server.stop();
  });

  it("carries a user's channel to a subscriber on another node, and the market's channels not at all", async () => {
    const got: ServerMessage[] = [];
    const arrived = new Promise<void>((resolve) =>
      y.server.bus.subscribe('CHAT:42', (message) => {
        got.push(message);
        resolve();
      }),
    );
    y.server.bus.subscribe('DAY_MARKET', (message) => void got.push(message));
    // The subscription has reached the NATS server before anything is published.
    await (y.server.bus as ClusterBus).nats.flush();
    x.server.bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [] });
    x.server.bus.publish('CHAT:42', { type: 'CHAT', data: { unread: 3 } });
    await arrived;
    expect(got).toEqual([{ type: 'CHAT', data: { unread: 3 } }]);
  });

  it("caps an address's sockets across the nodes, and frees the place when one closes", async () => {
    const open = (node: Node) =>
      new Promise<{ ws: WebSocket; closed: Promise<{ code: number; reason: string }> }>((resolve, reject) => {
        const ws = new WebSocket(node.server.wsUrl);
        const closed = new Promise<{ code: number; reason: string }>((done) => ws.once('close', (code, reason) => done({ code, reason: reason.toString() })));
        ws.once('open', () => resolve({ ws, closed }));
        ws.once('error', reject);
      });
    const first = await open(x);
    const second = await open(y);
    const third = await open(x);
    await expect(third.closed).resolves.toEqual({ code: POLICY_CLOSE, reason: TOO_MANY_SOCKETS });
    second.ws.close();
    await second.closed;
    // The count of the address's live sockets, as the cluster keeps it.
    const held = async () => Number((await sql<{ n: string }>`select coalesce(sum(count), 0) as n from socket_holds`.execute(x.server.db)).rows[0]!.n);
    await vi.waitFor(async () => expect(await held()).toBe(1));
    const fourth = await open(x);
    await vi.waitFor(async () => expect(await held()).toBe(2));
    fourth.ws.close();
    first.ws.close();
  });

  it('tells every node of a revoked session and a changed setting', async () => {
    const revoked = new Promise((resolve) => y.server.bus.on('sessions.revoked', resolve));
    const changed = new Promise((resolve) => y.server.bus.on('settings.changed', resolve));
    x.server.bus.emit({ type: 'sessions.revoked', userId: 7, tokenHash: 'abc' });
    x.server.bus.emit({ type: 'settings.changed', key: 'site_name' satisfies SettingKey });
    await expect(revoked).resolves.toEqual({ type: 'sessions.revoked', userId: 7, tokenHash: 'abc' });
    await expect(changed).resolves.toMatchObject({ type: 'settings.changed' });
    // The node's engine re-reads the settings at once: let that read end before the node stops.
    await y.server.settings.get('stop_out_level');
  });
});
