// Nodes of a cluster inside one test process (issue 22 item 2): each a whole server on one
// PostgreSQL database and one NATS server, on its own manual clock. A node whose clock does not
// move is a paused one: its leases run out on the other's clock. Shard steps are run by hand, so
// each test says when a node looks at its leases. .ci/run sets TEST_DATABASE_URL and TEST_NATS_URL.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createManualClock, type ManualClock } from '../../../src/server/clock.ts';
import { shardOf } from '../../../src/server/cluster/shards.ts';
import { createScriptedSource, type ScriptedSource } from '../../../src/server/market/scripted-source.ts';
import { WRITE_LIMIT_DEFAULTS, type Config } from '../../../src/server/config.ts';
import { registerByEmail } from '../accounts-helpers.ts';
import { call, startServer, type TestServer } from '../helpers.ts';
import { postOverSocket } from '../../../scripts/ops.ts';
import { MONDAY_OPEN } from '../trading/harness.ts';

export const natsUrl = process.env.TEST_NATS_URL ?? '';
export const onCluster = Boolean(process.env.TEST_DATABASE_URL && natsUrl);
// The cluster's own subjects (one per test file): other test files' clusters share the NATS server.
const fileNatsPrefix = `test-${randomUUID().slice(0, 8)}`;

export interface Node {
  server: TestServer;
  clock: ManualClock;
  /** The node's scripted market (absent with `market: false`). */
  quotes: () => ScriptedSource;
  api(token: string, path: string, params?: Record<string, string | number>): Promise<{ code: number; msg: string; data: any }>;
  step(): Promise<void>;
  owned(): number[];
}

const LOOSE = { max: 1000, windowMs: 3_600_000 };
// Accounts are made until one falls in the wanted node's shards: more than a visitor may.
const LOOSE_LIMITS: Partial<Config> = {
  writeLimits: { ...WRITE_LIMIT_DEFAULTS, demo: LOOSE, register: LOOSE, sendCode: LOOSE, captcha: LOOSE },
  codeAddressLimit: LOOSE,
  codeResendSeconds: 0,
};

export interface NodeOptions {
  /** Given to the node over the loose limits (the write limits a test counts). */
  config?: Partial<Config>;
  /** NATS subjects of its own cluster; the test file's by default. */
  natsPrefix?: string;
  /** A scripted market (the default), or none. */
  market?: boolean;
}

export async function startNode(nodeId: string, databaseUrl?: string, options: NodeOptions = {}): Promise<Node> {
  const clock = createManualClock(MONDAY_OPEN);
  let quotes: ScriptedSource | undefined;
  const server = await startServer(
    { natsUrl, natsPrefix: options.natsPrefix ?? fileNatsPrefix, nodeId, ...LOOSE_LIMITS, ...options.config, ...(databaseUrl ? { databaseUrl } : {}) },
    options.market === false ? { clock, runMarket: false } : { clock, quotes: ({ instruments, clock: c }) => (quotes = createScriptedSource(instruments, c)) },
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

/** Two nodes without a market sharing the shards half and half, on subjects of their own (the operator, write-limit and upload tests). */
export async function startTwoNodes(config: Partial<Config> = {}): Promise<[Node, Node]> {
  const options: NodeOptions = { config, natsPrefix: `test-${randomUUID().slice(0, 8)}`, market: false };
  const a = await startNode('node-a', undefined, options);
  const b = await startNode('node-b', a.server.config.databaseUrl, options);
  // a held every shard alone; now it counts two nodes and hands half back, which b takes.
  await a.step();
  await b.step();
  return [a, b];
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

/** A real account registered through `via`, with the node that owns it and the one that does not. */
export async function realAccount(via: Node, nodes: [Node, Node]) {
  const { token, body } = await registerByEmail(via.server);
  if (!token) throw new Error(JSON.stringify(body));
  const me = await call(via.server.baseUrl, 'GET', '/api/user/info', {}, { authorization: token });
  const id = me.body.data.id as number;
  const [owner, other] = nodes[0].owned().includes(shardOf(id)) ? nodes : [nodes[1], nodes[0]];
  return { token, id, headers: { authorization: token }, owner, other };
}

/** One POST /admin/command on the node's operator socket, as `npm run ops` sends it. */
export function operatorCommand(node: Node, command: string, args: Record<string, string>): Promise<{ status: number; json: any }> {
  const body = JSON.stringify({ command, operator: 'alice', args });
  const key = readFileSync(join(node.server.dataDir, 'operator.key'), 'utf8').trim();
  return postOverSocket(node.server.config.operatorSocket, body, key);
}

export const eurusd = (node: Node) => node.server.market.instrumentByCode('EURUSD', 'en')!.Id;
export const ledgerOf = async (node: Node, userId: number) => {
  const { money, ledgerSum } = await node.server.wallet.reconcile(userId);
  const closes = await node.server.db.selectFrom('orders').select(['id', 'status', 'close_reason']).where('user_id', '=', BigInt(userId)).execute();
  return { balance: money.balance, ledgerSum, orders: closes };
};
