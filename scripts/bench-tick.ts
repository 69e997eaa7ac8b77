// Part of `npm run bench` (BENCH_ONLY=tick): one tick against 100,000 open positions. 10,000
// accounts hold 10 positions each, spread over every tradeable instrument, both sides, with a
// take-profit and a stop-loss 10 % away, except 2 % of them whose take-profit (longs) or
// stop-loss (shorts) lies 1 to TICKS points above the open. Then the scripted source moves EVERY
// instrument at once, one point up a tick (issue 21: not one instrument of 23), so each tick
// re-values every account and fires the few triggers the price has just reached, about 2,000 over
// the run. Each tick is timed from the quote to the engine being idle again (trigger check and
// the closes it fired, durable; re-pricing, the risk screen and every stop-out check it queued),
// and its synchronous part alone.
// Each account also has 10 price alerts waiting 10 % away (100,000 in the alert index, issue 20):
// the run's moves pop none of them, so they cost what an idle index costs a tick.
// Run alone with `npx tsx scripts/bench-tick.ts`.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { formatPoints } from '../src/server/market/prices.ts';
import { toUnits } from '../src/server/units.ts';
import { machine, ms, percentile, seedAccounts, startBenchServer, tradeable, type SeedPosition, startProfile } from './bench-kit.ts';

const USERS = Number(process.env.BENCH_TICK_USERS ?? 10_000);
const PER_USER = 10;
const TICKS = Number(process.env.BENCH_TICKS ?? 300);
const WARM_UP = 20;
/** The share of positions with a level the run's climb reaches. */
const NEAR = 0.02;

/** A deterministic pseudo-random sequence (the bench is the same run to run). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
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
        const position: SeedPosition = {
          instrumentId: terms.id,
          side,
          lots: toUnits(terms.minLots),
          leverage: terms.leverages[0]!,
          openPoints: open,
          stopLoss: side === 1 ? open - away : open + away,
          takeProfit: side === 1 ? open + away : open - away,
        };
        if (random() < NEAR) {
          // Reached by the climb after `reach` ticks: a long's take-profit, a short's stop-loss.
          const reach = 1 + Math.floor(random() * (TICKS + WARM_UP));
          if (side === 1) position.takeProfit = open + reach;
          else position.stopLoss = open + reach;
        }
        return position;
      }),
    (margin) => margin * 5n + 10_000_00000000n,
  );
  // Price alerts, 10 % above or below, half of them a day's move of 10 %: loaded at the restart.
  const alertRows = Array.from({ length: USERS * PER_USER }, (_, i) => {
    const terms = instruments[Math.floor(random() * instruments.length)]!;
    const bid = first.server.market.quote(terms.id)!.bid;
    const kind = (['above', 'below', 'rise', 'fall'] as const)[i % 4]!;
    const value = kind === 'rise' || kind === 'fall' ? toUnits('10') : toUnits(formatPoints(Math.round(bid * (kind === 'above' ? 1.1 : 0.9)), terms.precision));
    return { user_id: 1 + (i % USERS), instrument_id: terms.id, kind, value, created_at: Date.now() };
  });
  for (let i = 0; i < alertRows.length; i += 500)
    await first.server.db
      .insertInto('price_alerts')
      .values(alertRows.slice(i, i + 500))
      .execute();
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

  // BENCH_TICK_PROFILE=file.cpuprofile: a CPU profile of the ticks alone (not the seeding or the start).
  const profiler = process.env.BENCH_TICK_PROFILE ? await startProfile() : undefined;
  const whole: number[] = [];
  const sync: number[] = [];
  const openBefore = server.trading.openOrders();
  let openAfterWarmUp = openBefore;
  for (let i = 0; i < TICKS + WARM_UP; i++) {
    // Every instrument, one point higher than the tick before.
    const all = instruments.map((terms) => {
      const base = prices.get(terms.id)!;
      return { code: terms.code, bid: formatPoints(base.bid + i + 1, terms.precision), ask: formatPoints(base.ask + i + 1, terms.precision) };
    });
    const start = performance.now();
    quotes.setMany(all);
    const afterSync = performance.now();
    await server.trading.settled();
    await server.alerts.settled();
    const end = performance.now();
    if (i < WARM_UP) {
      openAfterWarmUp = server.trading.openOrders();
      continue;
    }
    sync.push(afterSync - start);
    whole.push(end - start);
  }
  if (profiler) await profiler.stop(process.env.BENCH_TICK_PROFILE!);
  const fired = openAfterWarmUp - server.trading.openOrders();
  // The engine's one-second timer (FOREX_TRADE) with 10,000 accounts holding and none watching.
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  delay.disable();
  console.log(
    `one tick of all ${instruments.length} instruments against ${openBefore} open positions and ${server.alerts.indexed()} waiting price alerts (${USERS} accounts; ${machine()}): ` +
      `to idle median ${ms(percentile(whole, 0.5))} p99 ${ms(percentile(whole, 0.99))} max ${ms(percentile(whole, 1))}; ` +
      `synchronous part median ${ms(percentile(sync, 0.5))} p99 ${ms(percentile(sync, 0.99))} ` +
      `(${TICKS} ticks, ${fired} take-profits and stop-losses fired in them, ${server.trading.openOrders()} positions left; start with the book loaded ${(loadMs / 1000).toFixed(1)} s); ` +
      `event-loop delay over 3 s idle p99 ${ms(delay.percentile(99) / 1e6)} max ${ms(delay.max / 1e6)}`,
  );
  await bench.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchTick();
