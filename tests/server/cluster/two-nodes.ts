import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createManualClock, type ManualClock } from '../../../src/server/clock.ts';
import { shardOf } from '../../../src/server/cluster/shards.ts';
import { WRITE_LIMIT_DEFAULTS, type Config } from '../../../src/server/config.ts';
import { registerByEmail } from '../accounts-helpers.ts';
import { call, startServer, type TestServer } from '../helpers.ts';
import { MONDAY_OPEN } from '../trading/harness.ts';

// Two nodes of one cluster in one process, for the operator, write-limit and upload tests: one
// PostgreSQL database, one NATS server under subjects of their own (other test files' clusters
// share it), each node on its own manual clock and data folder. .ci/run sets both URLs.

export const natsUrl = process.env.TEST_NATS_URL ?? '';
export const onCluster = Boolean(process.env.TEST_DATABASE_URL && natsUrl);

export interface Node {
  server: TestServer;
  clock: ManualClock;
  step(): Promise<void>;
  owned(): number[];
}

const LOOSE = { max: 1000, windowMs: 3_600_000 };

/** Two nodes sharing the shards half and half. `config` is given to both (the write limits a test counts). */
export async function startTwoNodes(config: Partial<Config> = {}): Promise<[Node, Node]> {
  const natsPrefix = `test-${randomUUID().slice(0, 8)}`;
  // Accounts are registered until one falls in the wanted node's shards: more than a visitor may.
  const limits = { writeLimits: { ...WRITE_LIMIT_DEFAULTS, demo: LOOSE, register: LOOSE, sendCode: LOOSE, captcha: LOOSE }, codeAddressLimit: LOOSE, codeResendSeconds: 0 };
  const start = async (nodeId: string, databaseUrl?: string): Promise<Node> => {
    const clock = createManualClock(MONDAY_OPEN);
    const server = await startServer({ natsUrl, natsPrefix, nodeId, ...limits, ...config, ...(databaseUrl ? { databaseUrl } : {}) }, { clock, runMarket: false });
    return { server, clock, step: () => server.cluster!.keeper.step(), owned: () => server.cluster!.keeper.owned() };
  };
  const a = await start('node-a');
  const b = await start('node-b', a.server.config.databaseUrl);
  // a held every shard alone; now it counts two nodes and hands half back, which b takes.
  await a.step();
  await b.step();
  return [a, b];
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
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        socketPath: node.server.config.operatorSocket,
        path: '/admin/command',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-operator-key': key },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
