// `npm run bench:cluster` (or BENCH_ONLY=cluster): the built server (dist/) as 1, 2 and 3 nodes
// of a cluster (issue 22 item 7), as scripts/cluster.sh starts them, each round on a fresh
// PostgreSQL database (.ci/postgres.sh) and its own NATS subjects (.ci/nats.sh), with the load
// generators in their own network namespace (scripts/bench-netns.ts). Per round, 10 s each:
//   orders: durable order submits over HTTP from 64 keep-alive connections spread across the
//     nodes (bench-orders.ts's client); a call reaching a node that does not own the account is
//     forwarded to its owner over NATS, as in production. Rows counted in the orders table.
//   sockets: 10,000 DAY_MARKET subscribers spread across the nodes (bench-cluster-sockets.ts),
//     tick to client from the producer's tick time.
// Then PostgreSQL alone, without nodes: the statements of the orders' group transactions replayed
// by pgbench from 1, 2, 4 and 8 sessions (bench-pg-orders.ts), where its own limit is.
// Prints one table, with each node's CPU and the machine's. Needs root (ip netns). Assert nothing.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { connect as natsConnect } from 'nats';
import pg from 'pg';
import { tradeListPreloadUrl } from '../src/contract/preload.ts';
import type { ClientJob, ClientResult } from './bench-orders.ts';
import { tickToClient, type SocketJob, type SocketReport } from './bench-cluster-sockets.ts';
import { CLIENT_ADDRESSES, HOST_ADDRESS, netnsDown, netnsUp, reply, spawnInNetns } from './bench-netns.ts';
import { machine, machineCpu, ms, percentile, withScratchDatabase } from './bench-kit.ts';
import { benchPgOrders, PG_GROUP, PG_SECONDS } from './bench-pg-orders.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(ROOT, 'dist/server/src/server/main.js');
const NODES = (process.env.BENCH_CLUSTER_NODES ?? '1,2,3').split(',').filter(Boolean).map(Number);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const SOCKETS = Number(process.env.BENCH_CLUSTER_SOCKETS ?? 10_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const FIRST_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8181);
const PER_PROCESS = 5_000;
/** BENCH_CLUSTER_WAIT_QUERY=40: a lock wait is shown with the start of the statement that waits. */
const WAIT_QUERY_CHARS = Number(process.env.BENCH_CLUSTER_WAIT_QUERY ?? 0);
/** BENCH_CLUSTER_PARTS=orders, =sockets or =pg runs one of the three (BENCH_CLUSTER_NODES= with pg alone: no node rounds). */
const PARTS = (process.env.BENCH_CLUSTER_PARTS ?? 'orders,sockets,pg').split(',');

interface Node {
  id: string;
  port: number;
  process: ChildProcess;
  dataDir: string;
}
interface Round {
  nodes: number;
  orders: string;
  sockets: string;
}

/** The nodes alive now, ended with the run when it is interrupted. */
const running = new Set<ChildProcess>();
const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));

/** CPU seconds of a process so far (utime + stime, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/** What the nodes and the machine used over `run`, as "node CPU a % + b %, machine c %". */
async function measuredCpu<T>(nodes: Node[], run: () => Promise<T>): Promise<{ result: T; cpu: string }> {
  const before = nodes.map((n) => cpuSeconds(n.process.pid!));
  const machineBefore = machineCpu();
  const start = performance.now();
  const result = await run();
  const seconds = (performance.now() - start) / 1000;
  const used = nodes.map((n, i) => `${(((cpuSeconds(n.process.pid!) - before[i]!) / seconds) * 100).toFixed(0)} %`);
  const machineAfter = machineCpu();
  const busy = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  return { result, cpu: `node CPU ${used.join(' + ')} of a core, machine ${(busy * 100).toFixed(0)} % busy` };
}

async function startNode(n: number, databaseUrl: string, natsUrl: string, prefix: string): Promise<Node> {
  const port = FIRST_PORT + n - 1;
  const dataDir = mkdtempSync(join(tmpdir(), `lotwise-cluster-bench-${n}-`));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    NATS_PREFIX: prefix,
    NODE_ID: `bench-node${n}`,
    PORT: String(port),
    HOST: HOST_ADDRESS,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SOCKETS_PER_ADDRESS: '100000',
    LIMIT_DEMO: '1000000/1h',
  };
  // Each node's error lines in a file of its own, kept after the run.
  const log = openSync(join(tmpdir(), `lotwise-cluster-bench-node${n}.log`), 'a');
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  closeSync(log);
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`node ${n} ended with ${child.exitCode}`);
    const up = await fetch(`http://${HOST_ADDRESS}:${port}/api/basicSet/getBasicInfo`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { id: `bench-node${n}`, port, process: child, dataDir };
    await sleep(250);
  }
  throw new Error(`node ${n} did not answer`);
}

async function stopNode(node: Node): Promise<void> {
  if (node.process.exitCode === null) {
    const exited = new Promise((resolve) => node.process.once('exit', resolve));
    node.process.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (node.process.exitCode === null) node.process.kill('SIGKILL');
  }
  rmSync(node.dataDir, { recursive: true, force: true });
}

/** Until every node holds its share of the 256 shards (at most 30 s): the owners are settled. */
async function shardsSettled(db: pg.Client, nodes: number): Promise<string> {
  let shares: number[] = [];
  for (let i = 0; i < 120; i++) {
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from leases where name like 'shard:%' and expires_at >= $1 group by holder`, [Date.now()]);
    shares = rows.map((r) => Number(r.n)).sort((a, b) => a - b);
    if (shares.length === nodes && shares[nodes - 1]! - shares[0]! <= 1 && shares.reduce((a, b) => a + b, 0) === 256) break;
    await sleep(250);
  }
  return shares.join('/');
}

/**
 * What the database's busy sessions wait on, sampled every 100 ms until stopped: "CPU" for none
 * (running), Lock:transactionid / Lock:tuple for row locks, IO:WALSync or LWLock:WALWrite for the
 * commit's flush, Client:ClientRead for a session idle in its transaction waiting for the node.
 */
function sampleWaits(db: pg.Client): { stop(): Promise<string> } {
  const counts = new Map<string, number>();
  const detail = WAIT_QUERY_CHARS ? `|| case when wait_event_type = 'Lock' then ' (' || regexp_replace(left(query, ${WAIT_QUERY_CHARS}), '\\s+', ' ', 'g') || ')' else '' end` : '';
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await db.query<{ w: string; n: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') ${detail} as w, count(*) as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction') group by 1`,
      );
      for (const r of rows) counts.set(r.w, (counts.get(r.w) ?? 0) + Number(r.n));
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, WAIT_QUERY_CHARS ? 8 : 4)
        .map(([w, n]) => `${w} ${((n / total) * 100).toFixed(0)} %`)
        .join(', ');
    },
  };
}

/** Demo accounts (spread over the nodes) and the market orders bench-orders.ts cycles. */
async function prepareOrders(nodes: Node[]): Promise<{ tokens: string[]; orders: string[] }> {
  const tokens: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const node = nodes[i % nodes.length]!;
    const res = await fetch(`http://${HOST_ADDRESS}:${node.port}/api/user/createAccountDemoForU?t=${i}`, { headers: { lang: 'en' } });
    tokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }
  const list = (await (await fetch(`http://${HOST_ADDRESS}:${nodes[0]!.port}${tradeListPreloadUrl('en')}`)).json()) as {
    data: Array<{ Id: number; ForexMinCont: string; MarketStatus: number; HasForexMultiple: Array<{ Value: number }> }>;
  };
  const orders = list.data
    .filter((i) => i.MarketStatus === 1 && i.HasForexMultiple.length > 0)
    .flatMap((i) => [1, 2].map((type) => `type=${type}&cont=${i.ForexMinCont}&forex_id=${i.Id}&status=1&multiple=${i.HasForexMultiple[0]!.Value}`));
  return { tokens, orders };
}

async function ordersStep(nodes: Node[], db: pg.Client): Promise<string> {
  const { tokens, orders } = await prepareOrders(nodes);
  const job: ClientJob = { targets: nodes.map((n) => ({ host: HOST_ADDRESS, port: n.port })), tokens, orders, connections: CONNECTIONS, seconds: SECONDS };
  const rowsBefore = Number((await db.query<{ n: string }>('select count(*) as n from orders')).rows[0]!.n);
  const waits = sampleWaits(db);
  const { result, cpu } = await measuredCpu(nodes, async () => {
    const child = spawnInNetns(join(ROOT, 'scripts/bench-orders.ts'), ['client']);
    const done = new Promise<ClientResult>((resolve, reject) => {
      child.once('message', (m) => resolve(m as ClientResult));
      child.once('exit', (code) => reject(new Error(`orders client ended (${code})`)));
    });
    child.send(job);
    return done;
  });
  const waited = await waits.stop();
  await sleep(500); // the last acknowledged commits are in
  const rows = Number((await db.query<{ n: string }>('select count(*) as n from orders')).rows[0]!.n) - rowsBefore;
  const refused =
    Object.entries(result.refused)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ') || 'none';
  return (
    `${(result.ok / result.seconds).toFixed(0)} orders/s (${result.ok} acknowledged, ${rows} rows; refused ${refused}), ` +
    `client p50 ${ms(percentile(result.latencies, 0.5))} p99 ${ms(percentile(result.latencies, 0.99))}; ${cpu}; PostgreSQL's busy sessions by wait ${waited}; ${machine()}`
  );
}

async function socketsStep(nodes: Node[], natsUrl: string, prefix: string): Promise<string> {
  // The producer's ticks: each message is one step of the simulator, every tick in it of one time.
  const nats = await natsConnect({ servers: natsUrl });
  const ticks: number[] = [];
  nats.subscribe(`${prefix}.market.ticks`, {
    callback: (_error, msg) => {
      const { ticks: raw } = JSON.parse(Buffer.from(msg.data).toString('utf8')) as { ticks: Array<{ time: number }> };
      if (raw[0]) ticks.push(raw[0].time);
    },
  });
  // A fresh database's first producer generates the candle history before its first tick.
  for (let i = 0; i < 600 && ticks.length === 0; i++) await sleep(500);
  const targets = nodes.map((n) => ({ host: HOST_ADDRESS, port: n.port }));
  const children = Array.from({ length: Math.ceil(SOCKETS / PER_PROCESS) }, (_, i) => ({
    child: spawnInNetns(join(ROOT, 'scripts/bench-cluster-sockets.ts'), ['sockets-client']),
    job: { type: 'open', targets, localAddresses: CLIENT_ADDRESSES, count: Math.min(PER_PROCESS, SOCKETS - i * PER_PROCESS), offset: i * PER_PROCESS } satisfies SocketJob,
  }));
  const openStart = performance.now();
  await Promise.all(
    children.map((c) => {
      const opened = reply(c.child, 'opened');
      c.child.send(c.job);
      return opened;
    }),
  );
  const openSeconds = (performance.now() - openStart) / 1000;
  await sleep(1_500); // the subscribe snapshots out of the way
  const { result: window, cpu } = await measuredCpu(nodes, async () => {
    const from = Date.now();
    await sleep(SECONDS * 1000);
    return { from, to: Date.now() };
  });
  await sleep(3_000); // every measured tick has had 4 s to arrive before the clients report
  const reports = await Promise.all(
    children.map((c) => {
      const report = reply<SocketReport>(c.child, 'report');
      c.child.send({ type: 'report' });
      return report;
    }),
  );
  await nats.close();
  // The ticks of the window, less its last second (their frames may still be on the way).
  const measured = ticks.filter((at) => at >= window.from && at <= window.to - 1000);
  const { latencies, missing } = tickToClient(
    reports,
    children.map((c) => c.job),
    measured,
  );
  return (
    `tick to client p50 ${ms(percentile(latencies, 0.5))} p99 ${ms(percentile(latencies, 0.99))} max ${ms(percentile(latencies, 1))} ` +
    `(${measured.length} ticks × ${SOCKETS} sockets, missing per node ${missing.join('/')}; opened in ${openSeconds.toFixed(1)} s); ${cpu}; ${machine()}`
  );
}

async function round(count: number, pgBase: string, natsUrl: string): Promise<Round> {
  return withScratchDatabase(pgBase, `lotwise_bench_cluster_${process.pid}_${count}`, async (url) => {
    const prefix = `bench-${process.pid}-${count}`;
    const nodes: Node[] = [];
    const db = new pg.Client({ connectionString: url });
    try {
      // The first node migrates and seeds the database; the others start once it answers.
      for (let n = 1; n <= count; n++) nodes.push(await startNode(n, url, natsUrl, prefix));
      await db.connect();
      const shares = await shardsSettled(db, count);
      console.log(`${count} node(s) up, shards held ${shares}`);
      const orders = PARTS.includes('orders') ? await ordersStep(nodes, db) : '';
      console.log(`  orders: ${orders}`);
      const sockets = PARTS.includes('sockets') ? await socketsStep(nodes, natsUrl, prefix) : '';
      console.log(`  sockets: ${sockets}`);
      return { nodes: count, orders, sockets };
    } finally {
      await db.end().catch(() => undefined);
      for (const node of nodes.reverse()) await stopNode(node);
    }
  });
}

export async function benchCluster(): Promise<void> {
  if (!existsSync(MAIN)) execSync('npm run build:server', { cwd: ROOT, stdio: 'inherit' });
  const pgBase = execSync('bash .ci/postgres.sh', { cwd: ROOT }).toString().trim();
  const natsUrl = execSync('bash .ci/nats.sh', { cwd: ROOT }).toString().trim();
  netnsUp();
  // The namespace goes even when a round fails or the run is interrupted.
  const onSignal = () => {
    for (const child of running) child.kill('SIGKILL');
    netnsDown();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const rounds: Round[] = [];
  try {
    for (const count of NODES) rounds.push(await round(count, pgBase, natsUrl));
  } finally {
    netnsDown();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const alone = PARTS.includes('pg') ? await benchPgOrders(pgBase) : [];
  if (rounds.length > 0) {
    console.log(`\nCluster: ${ACCOUNTS} accounts, ${CONNECTIONS} order connections and ${SOCKETS} sockets spread over the nodes, ${SECONDS} s each`);
    console.log('| Nodes | Durable orders (client side) | DAY_MARKET, tick to client |');
    console.log('|---|---|---|');
    for (const r of rounds) console.log(`| ${r.nodes} | ${r.orders} | ${r.sockets} |`);
    console.log(`The nodes' error lines: ${join(tmpdir(), 'lotwise-cluster-bench-node<n>.log')}`);
  }
  if (alone.length > 0) {
    console.log(`\nPostgreSQL alone: the statements of the orders' groups (${PG_GROUP} orders each) replayed by pgbench, ${PG_SECONDS} s each`);
    console.log('| Sessions (node lanes) | Durable orders | Machine |');
    console.log('|---|---|---|');
    for (const row of alone) console.log(row);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCluster();
