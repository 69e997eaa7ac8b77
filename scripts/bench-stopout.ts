// Part of `npm run bench` (BENCH_ONLY=stopout): a gap that stops out 10,000 accounts in one
// tick, durable. Each account holds one long position in one instrument at its highest
// leverage, with cash of 1.5 × its margin (risk rate 150 %); the scripted source then gaps the
// price down 5 %, past every account's stop-out level and beyond its balance (negative balance
// protection writes the rest off). Timed from the tick to the engine being idle with every
// stop-out committed; then the database is checked: 10,000 orders closed for stop_out.
// Run alone with `npx tsx scripts/bench-stopout.ts`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { toUnits } from '../src/server/units.ts';
import { formatPoints } from '../src/server/market/prices.ts';
import { machine, seedAccounts, startBenchServer, startProfile, tradeable } from './bench-kit.ts';

const ACCOUNTS = Number(process.env.BENCH_STOPOUT_ACCOUNTS ?? 10_000);

export async function benchStopOut(): Promise<void> {
  const first = await startBenchServer();
  const terms = tradeable(first.server).find((t) => t.code === 'EURUSD') ?? tradeable(first.server)[0]!;
  const q = first.server.market.quote(terms.id)!;
  const leverage = Math.max(...terms.leverages);
  await seedAccounts(
    first.server,
    ACCOUNTS,
    () => [{ instrumentId: terms.id, side: 1, lots: toUnits(terms.minLots), leverage, openPoints: q.ask, stopLoss: 0, takeProfit: 0 }],
    (margin) => (margin * 3n) / 2n,
  );
  const dataDir = first.server.config.dataDir;
  await first.close({ keepData: true });

  const bench = await startBenchServer({}, { dataDir });
  const { server, quotes } = bench;
  quotes.set(terms.code, formatPoints(q.bid, terms.precision), formatPoints(q.ask, terms.precision));
  await server.trading.settled();
  const before = server.trading.openOrders();

  const gap = Math.round(q.bid * 0.05);
  // BENCH_STOPOUT_PROFILE=file.cpuprofile: a CPU profile from the gap to the last commit.
  const profiler = process.env.BENCH_STOPOUT_PROFILE ? await startProfile() : undefined;
  const cpu = process.cpuUsage();
  const start = performance.now();
  quotes.set(terms.code, formatPoints(q.bid - gap, terms.precision), formatPoints(q.ask - gap, terms.precision));
  const afterSync = performance.now();
  await server.trading.settled();
  const elapsed = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (profiler) await profiler.stop(process.env.BENCH_STOPOUT_PROFILE!);

  const closed = await server.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('close_reason', '=', 'stop_out')
    .executeTakeFirstOrThrow();
  console.log(
    `a 5 % gap on ${terms.code} stopping out ${before} accounts (${machine()}): all committed ${elapsed.toFixed(0)} ms after the tick, ` +
      `${((used.user + used.system) / 1000).toFixed(0)} ms of CPU (${(used.system / 1000).toFixed(0)} ms in the kernel: fsync, writes) ` +
      `(${(afterSync - start).toFixed(1)} ms of it synchronous); ${closed.n} orders closed for stop_out, ${server.trading.openOrders()} left open`,
  );
  await bench.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStopOut();
