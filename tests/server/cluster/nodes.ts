// Nodes of a cluster inside one test process (issue 22 item 2): each a whole server on one
// PostgreSQL database and one NATS server, on its own manual clock, its market a scripted source.
// A node whose clock does not move is a paused one: its leases run out on the other's clock.
// Shard steps are run by hand, so each test says when a node looks at its leases.
import { randomUUID } from 'node:crypto';
import { createManualClock, type ManualClock } from '../../../src/server/clock.ts';
import { shardOf } from '../../../src/server/cluster/shards.ts';
import { createScriptedSource, type ScriptedSource } from '../../../src/server/market/scripted-source.ts';
import { WRITE_LIMIT_DEFAULTS } from '../../../src/server/config.ts';
import { call, startServer, type TestServer } from '../helpers.ts';
import { MONDAY_OPEN } from '../trading/harness.ts';

export const natsUrl = process.env.TEST_NATS_URL ?? '';
export const onCluster = Boolean(process.env.TEST_DATABASE_URL && natsUrl);
// The cluster's own subjects (one per test file): other test files' clusters share the NATS server.
const natsPrefix = `test-${randomUUID().slice(0, 8)}`;

export interface Node {
  server: TestServer;
  clock: ManualClock;
  quotes: () => ScriptedSource;
  api(token: string, path: string, params?: Record<string, string | number>): Promise<{ code: number; msg: string; data: any }>;
  step(): Promise<void>;
  owned(): number[];
}

export async function startNode(nodeId: string, databaseUrl?: string): Promise<Node> {
  const clock = createManualClock(MONDAY_OPEN);
  let quotes: ScriptedSource | undefined;
  // Demo accounts are made until one falls in the wanted node's shards: more than a visitor may.
  const writeLimits = { ...WRITE_LIMIT_DEFAULTS, demo: { max: 1000, windowMs: 60_000 } };
  const server = await startServer(
    { natsUrl, natsPrefix, nodeId, writeLimits, ...(databaseUrl ? { databaseUrl } : {}) },
    { clock, quotes: ({ instruments, clock: c }) => (quotes = createScriptedSource(instruments, c)) },
  );
  return {
    server,
    clock,
    quotes: () => quotes!,
    api: async (token, path, params = {}) => (await call(server.baseUrl, 'GET', path, params, token ? { authorization: token } : {})).body,
    step: () => server.cluster!.keeper.step(),
    owned: () => server.cluster!.keeper.owned(),
  };
}

/** A fresh demo account (created through `via`: a new row touches no node's memory) whose shard `owner` owns. */
export async function accountOwnedBy(via: Node, owner: Node) {
  for (;;) {
    const body = await via.api('', '/api/user/createAccountDemoForU');
    if (!body.data) throw new Error(JSON.stringify(body));
    const id = body.data.user.id as number;
    if (owner.owned().includes(shardOf(id))) return { token: body.data.token as string, id };
  }
}

export const eurusd = (node: Node) => node.server.market.instrumentByCode('EURUSD', 'en')!.Id;
export const ledgerOf = async (node: Node, userId: number) => {
  const { money, ledgerSum } = await node.server.wallet.reconcile(userId);
  const closes = await node.server.db.selectFrom('orders').select(['id', 'status', 'close_reason']).where('user_id', '=', BigInt(userId)).execute();
  return { balance: money.balance, ledgerSum, orders: closes };
};
