import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../contract/index.ts';
import { usdRate } from '../../contract/formulas.ts';
import type { Bus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { CandleAggregator, type Bar, type CandleRow } from './candles.ts';
import { MAX_STORED_CANDLES, pruneCandles, readCandles, readLatestCandles, writeCandles } from '../db/candle-repository.ts';
import { createCandleWriter } from './candle-writer.ts';
import { loadInstruments, nameIn, type InstrumentInfo } from './catalog.ts';
import { readCategories } from '../db/category-repository.ts';
import { backfill, generateHistory, HISTORY_CANDLES } from './history.ts';
import { tickVolume } from './model.ts';
import { formatPoints, toCandle, toPoints } from './prices.ts';
import { createPublisher } from './publisher.ts';
import { QuoteBook } from './quotes.ts';
import { createRandom } from './random.ts';
import { rollUpMissingPeriods } from './roll-up.ts';
import { matchesSearch } from './search.ts';
import { isScheduleOpen, nextOpening } from './sessions.ts';
import { createSimulator, expectedTicksPerMinute } from './simulator.ts';
import type { Market, PointQuote, QuoteSource, RawTick } from './types.ts';

export type { Market, PointQuote, QuoteSource } from './types.ts';

export interface MarketDeps {
  db: Executor;
  bus: Bus;
  config: Config;
  log: FastifyBaseLogger;
  /** Ticks, candle writes, DAY_MARKET batches, market hours and history all read it. */
  clock: Clock;
  /** The quote feed; the simulator when absent. Tests pass the scripted source. */
  source?: (deps: { instruments: readonly InstrumentInfo[]; clock: Clock }) => QuoteSource;
}

/**
 * The market: instruments from the database, candles continued from the table (history is
 * generated on the first start), the simulator as quote source, and live pushes on the bus.
 */
export async function createMarket({ db, bus, config, log, clock, source: sourceOf }: MarketDeps): Promise<Market> {
  const infos = await loadInstruments(db);
  const byId = new Map(infos.map((i) => [i.id, i]));
  const byCode = new Map(infos.map((i) => [i.code, i]));
  const precisions = new Map(infos.map((i) => [i.id, i.precision]));
  const halted = new Set(config.haltedCodes.map((c) => c.toUpperCase()));
  const aggregator = new CandleAggregator();
  const history = { seed: config.marketSeed, ticksPerMinute: expectedTicksPerMinute(config.tickMs) };

  // A halted instrument is closed whatever its hours: no ticks, no orders, MarketStatus 0.
  const isOpen = (id: number, at = clock.now()) => {
    const info = byId.get(id);
    return info !== undefined && !halted.has(info.code) && isScheduleOpen(info.schedule, at);
  };
  const marketStatus = (id: number, at?: number) => (isOpen(id, at) ? 1 : 0);
  // A halt has no known end: no NextOpen. The opening of a schedule is cached until it comes.
  const openings = new Map<string, { from: number; until: number | null }>();
  const nextOpen = (id: number, at = clock.now()): number | null => {
    const info = byId.get(id);
    if (!info || halted.has(info.code)) return null;
    const hit = openings.get(info.schedule);
    if (hit && hit.until !== null && at >= hit.from && at < hit.until) return hit.until;
    const until = nextOpening(info.schedule, at);
    if (until !== null) openings.set(info.schedule, { from: at, until });
    return until;
  };

  // Continue the stored candles; instruments without any (the first start, or one added to
  // the seed later) get generated history.
  for (const row of await readLatestCandles(db, precisions)) aggregator.restore(row.instrumentId, row.period, row.bar);
  const fresh = infos.filter((i) => aggregator.latest(i.id, '1min') === undefined);
  if (fresh.length > 0) {
    const started = performance.now();
    const rows = generateHistory(aggregator, fresh, { ...history, now: clock.now() });
    const generatedMs = performance.now() - started;
    await writeCandles(db, precisions, rows);
    const ms = (t: number) => Math.round(t);
    log.info({ instruments: fresh.length, candles: rows.length, generateMs: ms(generatedMs), totalMs: ms(performance.now() - started) }, 'market history generated');
  }
  const rolled = await rollUpMissingPeriods(
    db,
    precisions,
    aggregator,
    infos.filter((i) => !fresh.includes(i)).map((i) => i.id),
  );
  if (rolled > 0) log.info({ candles: rolled }, 'market periods rolled up from stored candles');

  const quotes = new QuoteBook(aggregator, { marketStatus: (id) => marketStatus(id), nextOpen: (id) => nextOpen(id) });
  const publisher = createPublisher({ bus, instruments: infos, quotes, aggregator, marketStatus, clock });
  const writer = createCandleWriter({ db, aggregator, precisions, log, clock });
  const source =
    sourceOf?.({ instruments: infos, clock }) ??
    createSimulator({ instruments: infos, lastClose: (id) => aggregator.lastClose(id), tickMs: config.tickMs, seed: config.marketSeed, canTrade: isOpen, clock });
  const volumes = createRandom(`${config.marketSeed}:volume`);

  // Instruments the price control holds (hold/release, tests only): the feed does not move them.
  const held = new Set<number>();

  function onTicks(raw: RawTick[]) {
    applyTicks(raw.filter((tick) => !held.has(tick.instrumentId)));
  }

  function applyTicks(raw: RawTick[]) {
    const changed: PointQuote[] = [];
    for (const tick of raw) {
      const info = byId.get(tick.instrumentId);
      if (!info) continue;
      const bid = toPoints(tick.bid, info.precision);
      quotes.set(info.id, bid, toPoints(tick.ask, info.precision), tick.time);
      aggregator.add(info.id, { time: tick.time, open: bid, high: bid, low: bid, close: bid, volume: tickVolume(volumes.next()) });
      publisher.ticked(info.id);
      changed.push(quotes.points(info));
    }
    // The bus catches and logs a listener that throws: the feed goes on.
    if (changed.length > 0) bus.emit({ type: 'quotes.tick', quotes: changed });
  }
  let offTicks: (() => void) | undefined;

  // The mid price of a pair, for converting a quote currency to USD (contract usdRate).
  const bidAsk = (code: string) => {
    const info = byCode.get(code);
    if (!info) return undefined;
    const q = quotes.points(info);
    return { bid: formatPoints(q.bid, info.precision), ask: formatPoints(q.ask, info.precision) };
  };

  return {
    instruments: (lang) => infos.map((i) => quotes.instrument(i, lang)),
    instrument: (id, lang) => {
      const info = byId.get(id);
      return info && quotes.instrument(info, lang);
    },
    instrumentByCode: (code, lang) => {
      const info = byCode.get(code.toUpperCase());
      return info && quotes.instrument(info, lang);
    },
    search: (query, lang) => infos.filter((i) => matchesSearch(i, query, lang)).map((i) => quotes.instrument(i, lang)),
    async categories(lang: Lang) {
      return (await readCategories(db)).map((c) => ({ Id: c.id, NameShowTrans: nameIn(c.names, lang) }));
    },
    ticks: () => infos.map((i) => quotes.tick(i)),
    terms: (id) => byId.get(id),
    quote: (id) => {
      const info = byId.get(id);
      return info && quotes.points(info);
    },
    dayOpen: (id) => {
      const info = byId.get(id);
      if (!info) return undefined;
      const day = aggregator.latest(id, '1day');
      return day ? { open: day.open, day: day.time } : { open: quotes.points(info).bid, day: 0 };
    },
    usdRate: (id) => {
      const info = byId.get(id);
      return (info && usdRate(info.quoteCurrency, bidAsk)) ?? undefined;
    },
    isOpen,
    nextOpen,
    async candles(id, period, limit) {
      const info = byId.get(id);
      if (!info) return [];
      // Memory first (rows being written may land in the table during the read), then the
      // table, then memory again for the freshest forming candle; memory wins on equal times.
      const before = [...writer.inFlight(id, period), ...aggregator.unwritten(id, period)];
      const stored = await readCandles(db, id, info.precision, period, limit);
      const merged = new Map<number, Bar>();
      for (const bar of [...stored, ...before, ...aggregator.unwritten(id, period)]) merged.set(bar.time, bar);
      return [...merged.values()]
        .sort((a, b) => a.time - b.time)
        .slice(-limit)
        .map((bar) => toCandle(bar, info.precision));
    },
    onTick: (listener) => bus.on('quotes.tick', (event) => listener(event.quotes)),
    hold(code, bid, ask) {
      const info = byCode.get(code.toUpperCase());
      if (!info || !(toPoints(bid, info.precision) > 0 && toPoints(ask, info.precision) > toPoints(bid, info.precision))) return undefined;
      held.add(info.id);
      applyTicks([{ instrumentId: info.id, time: clock.now(), bid, ask }]);
      return quotes.points(info);
    },
    release(code) {
      const info = byCode.get(code.toUpperCase());
      return info !== undefined && held.delete(info.id);
    },
    async start() {
      if (offTicks) return;
      // Fill the time the server was down, from each instrument's last close: no gap, no jump.
      const started = performance.now();
      const rows: CandleRow[] = [];
      for (const info of infos) rows.push(...backfill(aggregator, info, { ...history, now: clock.now() }, Math.max(HISTORY_CANDLES, MAX_STORED_CANDLES)));
      await writeCandles(db, precisions, rows);
      if (rows.length > 0) log.info({ candles: rows.length, ms: Math.round(performance.now() - started) }, 'market backfilled');
      await pruneCandles(
        db,
        infos.map((i) => i.id),
      );
      offTicks = source.onTick(onTicks);
      await source.start();
      publisher.start();
      writer.start();
    },
    async stop() {
      if (!offTicks) return;
      await source.stop();
      offTicks();
      offTicks = undefined;
      publisher.stop();
      await writer.stop();
    },
  };
}
