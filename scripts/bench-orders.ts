// Part of `npm run bench` (BENCH_ONLY=orders): sustained durable order submits over HTTP on the
// embedded database (SQLite, WAL, synchronous=FULL as shipped), many accounts at once. The load
// comes from a child process (so the server's event loop is its own), keep-alive connections,
// each submitting market orders back to back for its accounts. Reports orders/s, the server's
// own time per submit (Fastify onResponse: request in to reply out) and the client's.
// Run alone with `npx tsx scripts/bench-orders.ts`.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machine, ms, percentile, startBenchServer } from './bench-kit.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SUBMIT = '/v1/api/forex/submit';

export interface ClientJob {
  /** Where the connections go, spread evenly (the cluster benchmark gives one per node). */
  targets: Array<{ host: string; port: number }>;
  tokens: string[];
  /** Query strings of valid market orders, cycled. */
  orders: string[];
  connections: number;
  seconds: number;
}
export interface ClientResult {
  ok: number;
  refused: Record<string, number>;
  latencies: number[];
  seconds: number;
}

function get(agent: Agent, target: { host: string; port: number }, path: string, token: string): Promise<{ code: number; msg: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: target.host, port: target.port, path, agent, headers: { authorization: token, lang: 'en' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve(JSON.parse(text) as { code: number; msg: string }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The load generator (child process): `connections` loops, each on its own kept-alive socket. */
async function client(job: ClientJob): Promise<ClientResult> {
  const result: ClientResult = { ok: 0, refused: {}, latencies: [], seconds: 0 };
  const start = performance.now();
  const end = start + job.seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: job.connections }, async (_, c) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const target = job.targets[c % job.targets.length]!;
      while (performance.now() < end) {
        const i = n++;
        const token = job.tokens[(c + i * job.connections) % job.tokens.length]!;
        const t = performance.now();
        const body = await get(agent, target, `${SUBMIT}?${job.orders[i % job.orders.length]}&t=${i}`, token);
        result.latencies.push(performance.now() - t);
        if (body.code === 1) result.ok++;
        else {
          const key = `${body.code} (${body.msg})`;
          result.refused[key] = (result.refused[key] ?? 0) + 1;
        }
      }
      agent.destroy();
    }),
  );
  result.seconds = (performance.now() - start) / 1000;
  return result;
}

export async function benchOrders(): Promise<void> {
  const serverTimes: number[] = [];
  const bench = await startBenchServer({}, {}, (server) => {
    server.app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith(SUBMIT)) serverTimes.push(reply.elapsedTime);
    });
  });
  const { server, port, base } = bench;
  const tokens: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const res = await fetch(`${base}/api/user/createAccountDemoForU?t=${i}`, { headers: { lang: 'en' } });
    tokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }
  // Market buys and sells of each instrument's smallest lot at its lowest leverage.
  const orders = server.market.instruments('en').flatMap((inst) => {
    const terms = server.market.terms(inst.Id)!;
    if (terms.leverages.length === 0) return [];
    return [1, 2].map((type) => `type=${type}&cont=${terms.minLots}&forex_id=${terms.id}&status=1&multiple=${terms.leverages[0]}`);
  });

  const child = fork(fileURLToPath(import.meta.url), ['client'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const job: ClientJob = { targets: [{ host: '127.0.0.1', port }], tokens, orders, connections: CONNECTIONS, seconds: SECONDS };
  const result = await new Promise<ClientResult>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ClientResult));
    child.once('error', reject);
    child.send(job);
  });
  child.kill();
  await server.trading.settled();
  const rows = await server.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  const refused =
    Object.entries(result.refused)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ') || 'none';
  console.log(
    `order submits over HTTP, ${ACCOUNTS} accounts, ${CONNECTIONS} connections, ${SECONDS} s (${machine()}): ` +
      `${(result.ok / result.seconds).toFixed(0)} orders/s durable (${result.ok} acknowledged, ${rows.n} rows; refused ${refused}); ` +
      `server p50 ${ms(percentile(serverTimes, 0.5))} p99 ${ms(percentile(serverTimes, 0.99))}; ` +
      `client p50 ${ms(percentile(result.latencies, 0.5))} p99 ${ms(percentile(result.latencies, 0.99))}`,
  );
  await bench.close();
}

if (process.argv[2] === 'client') {
  process.once('message', (job) => {
    void client(job as ClientJob).then((r) => process.send!(r, () => process.exit(0)));
  });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchOrders();
}
