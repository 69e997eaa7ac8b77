// Part of `npm run bench` (BENCH_ONLY=tick): one tick against 100,000 open positions. 10,000
// accounts hold 10 positions each, spread over every tradeable instrument, both sides, with a
// take-profit and a stop-loss 10 % away (so the trigger index is full but nothing fires). Then
// the scripted source moves one instrument by a few points, many times; each tick is timed from
// the quote to the engine being idle again (trigger check, re-pricing, the risk screen, and
// every stop-out check it queued), and its synchronous part alone.
// Run alone with `npx tsx scripts/bench-tick.ts`.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { formatPoints } from '../src/server/market/prices.ts';
import { toUnits } from '../src/server/units.ts';
import { machine, ms, percentile, seedAccounts, startBenchServer, tradeable, type SeedPosition } from './bench-kit.ts';

const USERS = Number(process.env.BENCH_TICK_USERS ?? 10_000);
const PER_USER = 10;
const TICKS = Number(process.env.BENCH_TICKS ?? 300);

/** A deterministic pseudo-random sequence (the bench is the same run to run). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

export async function benchTick(): Promise<void> {
  const first = await startBenchServer();
  const instruments = tradeable(first.server);
  const random = lcg(7);
  await seedAccounts(
    first.server,
    USERS,
    () =>
      Array.from({ length: PER_USER }, (): SeedPosition => {
        const terms = instruments[Math.floor(random() * instruments.length)]!;
        const q = first.server.market.quote(terms.id)!;
        const side = random() < 0.5 ? 1 : 2;
        const open = side === 1 ? q.ask : q.bid;
        const away = Math.max(10, Math.round(open * 0.1));
        return {
          instrumentId: terms.id, side, lots: toUnits(terms.minLots), leverage: terms.leverages[0]!, openPoints: open,
          stopLoss: side === 1 ? open - away : open + away, takeProfit: side === 1 ? open + away : open - away,
        };
      }),
    (margin) => margin * 5n + 10_000_00000000n,
  );
  const dataDir = first.server.config.dataDir;
  const prices = new Map(instruments.map((t) => [t.id, first.server.market.quote(t.id)!]));
  await first.close({ keepData: true });

  const t0 = performance.now();
  const bench = await startBenchServer({}, { dataDir });
  const loadMs = performance.now() - t0;
  const { server, quotes } = bench;
  // The restarted market starts from its stored candles: put every instrument back where the positions opened.
  quotes.setMany(instruments.map((t) => ({ code: t.code, bid: formatPoints(prices.get(t.id)!.bid, t.precision), ask: formatPoints(prices.get(t.id)!.ask, t.precision) })));
  await server.trading.settled();

  const whole: number[] = [];
  const sync: number[] = [];
  for (let i = 0; i < TICKS + 20; i++) {
    const terms = instruments[i % instruments.length]!;
    const base = prices.get(terms.id)!;
    const move = Math.round((random() - 0.5) * 6);
    const bid = formatPoints(base.bid + move, terms.precision);
    const ask = formatPoints(base.ask + move, terms.precision);
    const start = performance.now();
    quotes.set(terms.code, bid, ask);
    const afterSync = performance.now();
    await server.trading.settled();
    const end = performance.now();
    if (i < 20) continue; // warm-up
    sync.push(afterSync - start);
    whole.push(end - start);
  }
  // The engine's one-second timer (FOREX_TRADE) with 10,000 accounts holding and none watching.
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  delay.disable();
  console.log(
    `one tick against ${server.trading.openOrders()} open positions (${USERS} accounts, ${instruments.length} instruments; ${machine()}): ` +
      `to idle median ${ms(percentile(whole, 0.5))} p99 ${ms(percentile(whole, 0.99))}; synchronous part median ${ms(percentile(sync, 0.5))} p99 ${ms(percentile(sync, 0.99))} ` +
      `(${TICKS} ticks; start with the book loaded ${(loadMs / 1000).toFixed(1)} s); ` +
      `event-loop delay over 3 s idle p99 ${ms(delay.percentile(99) / 1e6)} max ${ms(delay.max / 1e6)}`,
  );
  await bench.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchTick();
