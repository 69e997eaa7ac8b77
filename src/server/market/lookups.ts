import type { Lang } from '../../contract/index.ts';
import { usdRate } from '../../contract/formulas.ts';
import { readCandles } from '../db/candle-repository.ts';
import { readCategories } from '../db/category-repository.ts';
import type { CandleWriter } from './candle-writer.ts';
import type { Bar } from './candles.ts';
import { nameIn } from './catalog.ts';
import type { MarketContext } from './context.ts';
import { formatPoints, toCandle } from './prices.ts';
import type { QuoteBook } from './quotes.ts';
import { matchesSearch } from './search.ts';
import type { Market } from './types.ts';

type Lookups = Pick<Market, 'instruments' | 'instrument' | 'instrumentByCode' | 'search' | 'categories' | 'ticks' | 'terms' | 'quote' | 'dayOpen' | 'usdRate' | 'candles'>;

/** What the market tells of its instruments: terms, live quotes in their wire forms, rates and candles. */
export function createLookups({ db, infos, byId, byCode, aggregator }: MarketContext, { quotes, writer }: { quotes: QuoteBook; writer: CandleWriter }): Lookups {
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
  };
}
