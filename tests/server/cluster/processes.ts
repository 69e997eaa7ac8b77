// Nodes of a cluster as separate processes (issue 22 item 6): what a SIGKILL or a SIGSTOP does
// can only be shown on a real process. Each node runs src/server/main.ts under tsx (no build
// needed), on a fresh PostgreSQL database of its own test file and its own NATS subjects, with
// the price control (MARKET_CONTROL) so a test sets prices instead of waiting for the walk.
// Waiting here polls what a test needs to see (a node answering, leases settled); nothing sleeps
// a fixed time to let something happen.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { shardLease, shardOf } from '../../../src/server/cluster/shards.ts';
import { scratchDatabase } from '../scratch-databases.ts';

export interface NodeProcess {
  id: string;
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended (killed or exited). */
  ended: Promise<void>;
  alive(): boolean;
  log(): string;
}

export interface Cluster {
  nodes: NodeProcess[];
  sql: pg.Pool;
  /** Holder of each lease whose time has not run out: 'market', 'shard:NNN', 'node:<id>'. */
  leases(): Promise<Map<string, { holder: string; epoch: bigint }>>;
  /** Ends every node still running (SIGTERM: each writes its candles and lets its leases go). */
  stopNodes(): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 100 ms until it is truthy; fails with `what` after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`not in ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/basicSet/getBasicInfo`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function freshDatabase(base: string): Promise<string> {
  return scratchDatabase(base, `lotwise_proc_${randomUUID().slice(0, 8)}`);
}

function startNode(id: string, port: number, env: Record<string, string>): NodeProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `lotwise-${id}-`));
  const logFile = join(dataDir, 'node.log');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ID: id, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void ended.then(() => (running = false));
  return { id, url: `http://127.0.0.1:${port}`, child, ended, alive: () => running, log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '') };
}

/**
 * Starts `count` nodes on one fresh database (the first migrates and seeds it, the others start
 * once it answers) and waits until every node holds its share of the 256 shards.
 */
export async function startCluster(count: number, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const databaseUrl = await freshDatabase(process.env.TEST_DATABASE_URL!);
  const env = {
    DATABASE_URL: databaseUrl,
    NATS_URL: process.env.TEST_NATS_URL!,
    NATS_PREFIX: `proc-${randomUUID().slice(0, 8)}`,
    LOG_LEVEL: 'warn',
    MARKET_CONTROL: '1',
    SCRYPT_N: '1024',
    SYSTEM_TRADERS: '0',
    // Every request of the test comes from 127.0.0.1.
    LIMIT_DEMO: '10000/1m',
    ...extraEnv,
  };
  const nodes: NodeProcess[] = [];
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const cluster: Cluster = {
    nodes,
    sql,
    async leases() {
      const { rows } = await sql.query<{ name: string; holder: string; epoch: string }>('select name, holder, epoch from leases where expires_at > $1', [Date.now()]);
      return new Map(rows.map((r) => [r.name, { holder: r.holder, epoch: BigInt(r.epoch) }]));
    },
    async stopNodes() {
      for (const node of nodes) if (node.alive()) node.child.kill('SIGCONT');
      for (const node of nodes) if (node.alive()) node.child.kill('SIGTERM');
      await Promise.all(nodes.map((n) => Promise.race([n.ended, new Promise((r) => setTimeout(r, 10_000))])));
      for (const node of nodes) if (node.alive()) node.child.kill('SIGKILL');
    },
    async stop() {
      await cluster.stopNodes();
      await sql.end();
    },
  };
  try {
    for (let i = 1; i <= count; i++) {
      const node = startNode(`node${i}`, await freePort(), env);
      nodes.push(node);
      // The first node migrates and seeds the database; the others start on a ready one.
      if (i === 1) await until('node1 answers', () => answers(node.url), 120_000);
    }
    for (const node of nodes.slice(1)) await until(`${node.id} answers`, () => answers(node.url), 120_000);
    await settled(cluster);
  } catch (error) {
    await cluster.stop();
    throw new Error(`${String(error)}\n${nodes.map((n) => `--- ${n.id}\n${n.log()}`).join('\n')}`, { cause: error });
  }
  return cluster;
}

/** The live nodes hold all 256 shards between them, each its share (⌈256 / nodes⌉ at most), and one of them produces the market. */
export async function settled(cluster: Cluster, ms = 60_000) {
  const live = cluster.nodes.filter((n) => n.alive()).map((n) => n.id);
  await until(
    `the shards spread over ${live.join(', ')}`,
    async () => {
      const leases = await cluster.leases();
      const counts = new Map<string, number>();
      for (const [name, { holder }] of leases) if (name.startsWith('shard:')) counts.set(holder, (counts.get(holder) ?? 0) + 1);
      const total = live.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
      const fair = Math.ceil(256 / live.length);
      return total === 256 && live.every((id) => (counts.get(id) ?? 0) > 0 && (counts.get(id) ?? 0) <= fair) && live.includes(leases.get('market')?.holder ?? '');
    },
    ms,
  );
}

/** The node holding a lease now. */
export async function holderOf(cluster: Cluster, lease: string): Promise<NodeProcess> {
  const holder = (await cluster.leases()).get(lease)?.holder;
  const node = cluster.nodes.find((n) => n.id === holder);
  if (!node) throw new Error(`nobody holds ${lease}`);
  return node;
}

export interface Envelope {
  code: number;
  msg: string;
  data: any;
}

/** A GET of the API on one node; undefined when the node did not answer (dead or paused). */
export async function api(node: NodeProcess, path: string, params: Record<string, string | number>, token = '', timeoutMs = 15_000): Promise<Envelope | undefined> {
  const query = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  try {
    const res = await fetch(`${node.url}${path}?${query}`, { headers: { ...(token && { authorization: token }), lang: 'en' }, signal: AbortSignal.timeout(timeoutMs) });
    return (await res.json()) as Envelope;
  } catch {
    return undefined;
  }
}

/** Sets (and holds) an instrument's quote through one node's price control; every node holds it. */
export async function holdPrice(node: NodeProcess, code: string, bid: string, ask: string) {
  const res = await fetch(`${node.url}/api/test/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, bid, ask }) });
  const body = (await res.json()) as Envelope;
  if (body.code !== 1) throw new Error(`hold ${code}: ${body.msg}`);
}

export interface Account {
  id: number;
  token: string;
}

/** Fresh demo accounts, made through the live nodes in turn, until `count` have their shard on `owner` (with `elsewhere`: anywhere else). */
export async function accountsOn(cluster: Cluster, owner: NodeProcess, count: number, elsewhere = false): Promise<Account[]> {
  const found: Account[] = [];
  for (let i = 0; found.length < count; i++) {
    const live = cluster.nodes.filter((n) => n.alive());
    const body = await api(live[i % live.length]!, '/api/user/createAccountDemoForU', {});
    if (body?.code !== 1) throw new Error(`demo account: ${JSON.stringify(body)}`);
    const account = { id: body.data.user.id as number, token: body.data.token as string };
    const holder = (await cluster.leases()).get(shardLease(shardOf(account.id)))?.holder;
    if ((holder === owner.id) !== elsewhere) found.push(account);
  }
  return found;
}

/** What a market order of ETH/USD (around the clock, 2 decimals) needs: its id, smallest lots and lowest leverage. */
export async function ethTerms(node: NodeProcess) {
  const list = await api(node, '/v1/api/forex/trade_list', { searchCurrency: '' });
  const found = (list?.data as { Code: string; Id: number; ForexMinCont: string; HasForexMultiple: { Value: number }[] }[]).find((i) => i.Code === 'ETHUSD')!;
  return { type: 1, cont: found.ForexMinCont, forex_id: found.Id, status: 1, multiple: found.HasForexMultiple[0]!.Value };
}
