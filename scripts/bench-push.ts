// Part of `npm run bench` (BENCH_ONLY=push): web push during a stop-out wave (issue 20). 10,000
// accounts each hold one EURUSD position (cash 1.5 × margin) and one browser subscribed to stop-out
// notices, whose endpoint is a local push service that accepts at once (its own thread, so it
// does not take the server's event loop). One 5 % gap stops every account out; timed from the
// tick until the service has received all 10,000 pushes (each one encrypted for its browser and
// VAPID-signed), and until the engine has committed every stop-out. Meanwhile a probe ticks
// another instrument every 10 ms: how late its timer fires (event-loop lag) and how long the tick
// takes is the tick loop's time. The same wave with no subscriptions is the baseline.
// Run alone with `npx tsx scripts/bench-push.ts`.
import { createECDH, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../src/server/config.ts';
import { toUnits } from '../src/server/units.ts';
import { formatPoints } from '../src/server/market/prices.ts';
import { machine, ms, percentile, seedAccounts, startBenchServer, tradeable } from './bench-kit.ts';

const ACCOUNTS = Number(process.env.BENCH_PUSH_ACCOUNTS ?? 10_000);

/** The push service: counts POSTs to /p/<n>, answers 201, and says when `target` distinct endpoints were reached. */
const RECEIVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const { performance } = require('node:perf_hooks');
const seen = new Set();
let bad = 0;
const server = createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    if (!String(req.headers.authorization).startsWith('vapid t=') || req.headers['content-encoding'] !== 'aes128gcm') bad++;
    seen.add(req.url);
    res.writeHead(201).end();
    if (seen.size === workerData.target) parentPort.postMessage({ done: performance.timeOrigin + performance.now(), bad });
  });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => server.close(() => process.exit(0)));
`;

async function wave(withDevices: boolean) {
  const receiver = new Worker(RECEIVER, { eval: true, workerData: { target: ACCOUNTS } });
  const port = await new Promise<number>((resolve) => receiver.once('message', (m: { port: number }) => resolve(m.port)));
  const received = new Promise<{ done: number; bad: number }>((resolve) => receiver.on('message', (m: { done?: number; bad: number }) => m.done && resolve({ done: m.done, bad: m.bad })));
  const push = { ...loadConfig({}).push, hosts: ['127.0.0.1'], allowHttp: true };

  const first = await startBenchServer({}, { push });
  const terms = tradeable(first.server).find((t) => t.code === 'EURUSD')!;
  const probe = tradeable(first.server).find((t) => t.code === 'GBPUSD') ?? tradeable(first.server).find((t) => t.code !== 'EURUSD')!;
  const q = first.server.market.quote(terms.id)!;
  const p = first.server.market.quote(probe.id)!;
  const leverage = Math.max(...terms.leverages);
  const ids = await seedAccounts(
    first.server,
    ACCOUNTS,
    () => [{ instrumentId: terms.id, side: 1, lots: toUnits(terms.minLots), leverage, openPoints: q.ask, stopLoss: 0, takeProfit: 0 }],
    (margin) => (margin * 3n) / 2n,
  );
  if (withDevices) {
    // One browser per account. Its keys' cost is the same whoever holds them: every push is encrypted with a fresh key of its own.
    const ecdh = createECDH('prime256v1');
    const p256dh = ecdh.generateKeys().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    const at = first.server.clock.now();
    for (let i = 0; i < ids.length; i += 500) {
      await first.server.db
        .insertInto('push_subscriptions')
        .values(
          ids.slice(i, i + 500).map((userId, k) => ({
            user_id: userId,
            endpoint: `http://127.0.0.1:${port}/p/${i + k}`,
            p256dh,
            auth,
            kinds: 'stop_out,margin_call',
            lang: 'en',
            session_hash: `bench-${userId}`,
            created_at: at,
            last_success_at: 0,
          })),
        )
        .execute();
    }
  }
  const dataDir = first.server.config.dataDir;
  await first.close({ keepData: true });

  const bench = await startBenchServer({}, { dataDir, push });
  const { server, quotes } = bench;
  quotes.set(terms.code, formatPoints(q.bid, terms.precision), formatPoints(q.ask, terms.precision));
  await server.trading.settled();

  // The probe: a tick of another instrument every 10 ms; lag = how late the timer fired, tick = the quote's synchronous handling.
  const samples: Array<{ lag: number; tick: number; at: number }> = [];
  let probing = true;
  let move = 0;
  const probeLoop = new Promise<void>((resolve) => {
    const step = () => {
      const due = performance.now() + 10;
      setTimeout(() => {
        const start = performance.now();
        move = 1 - move;
        quotes.set(probe.code, formatPoints(p.bid + move, probe.precision), formatPoints(p.ask + move, probe.precision));
        samples.push({ lag: start - due, tick: performance.now() - start, at: start });
        if (probing) step();
        else resolve();
      }, 10);
    };
    step();
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const gapAt = performance.now();
  const cpu = process.cpuUsage();

  const gap = Math.round(q.bid * 0.05);
  quotes.set(terms.code, formatPoints(q.bid - gap, terms.precision), formatPoints(q.ask - gap, terms.precision));
  await server.trading.settled();
  const committed = performance.now() - gapAt;
  let allReceived = NaN;
  let bad = 0;
  if (withDevices) {
    const r = await received;
    allReceived = r.done - performance.timeOrigin - gapAt;
    bad = r.bad;
    await server.push.settled();
  }
  const doneAt = performance.now();
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  probing = false;
  await probeLoop;
  const before = samples.filter((s) => s.at < gapAt);
  const during = samples.filter((s) => s.at >= gapAt && s.at <= doneAt);
  const figures = (list: typeof samples, key: 'lag' | 'tick') =>
    `p50 ${ms(
      percentile(
        list.map((s) => s[key]),
        0.5,
      ),
    )} p99 ${ms(
      percentile(
        list.map((s) => s[key]),
        0.99,
      ),
    )} max ${ms(Math.max(...list.map((s) => s[key])))}`;
  receiver.postMessage('stop');
  await bench.close();
  return { committed, allReceived, bad, before, during, figures, cpuMs };
}

export async function benchPush(): Promise<void> {
  for (const withDevices of [false, true]) {
    const r = await wave(withDevices);
    console.log(
      `a 5 % gap stopping out ${ACCOUNTS} accounts ${withDevices ? `each with a subscribed browser (${machine()}): all ${ACCOUNTS} pushes received ${r.allReceived.toFixed(0)} ms after the tick (${r.bad} malformed), ` : `with no subscriptions (baseline; ${machine()}): `}` +
        `every stop-out committed ${r.committed.toFixed(0)} ms after the tick; ${r.cpuMs.toFixed(0)} ms of CPU in the process until then (every thread, the push service's too); ` +
        `probe ticks every 10 ms, before the gap: lag ${r.figures(r.before, 'lag')}, tick ${r.figures(r.before, 'tick')}; ` +
        `during the wave (${r.during.length} ticks): lag ${r.figures(r.during, 'lag')}, tick ${r.figures(r.during, 'tick')}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPush();
