import { normalizeLang, type Lang } from '../../contract/index.ts';
import type { Db } from '../db/connect.ts';
import { UnknownInstrument } from '../errors.ts';
import type { Market } from '../market/types.ts';
import type { HandlerMap } from './handlers.ts';

/** Candles a chart gets: the last 500 (at least 300 exist for every period), forming one last. */
const KLINE_CANDLES = 500;
/** Candles of the small area chart on a home row. */
const ABBREVIATED_CANDLES = 48;

/** Instrument list, categories and candles (SPEC.md section 7, trading). */
export function marketHandlers({ db, market }: { db: Db; market: Market }): HandlerMap {
  const candlesOf = async (forexId: number, period: Parameters<Market['candles']>[1], limit: number) => {
    if (!market.instrument(forexId)) throw new UnknownInstrument();
    return market.candles(forexId, period, limit);
  };

  return {
    tradeList({ input }) {
      const search = input.searchCurrency.trim().toUpperCase();
      const all = market.instruments();
      if (!search) return all;
      // 'eur' finds EURUSD, EURJPY and EURGBP; 'eur/' matches the display form EUR/USD too.
      return all.filter((i) => i.Code.toUpperCase().includes(search) || i.ShowCode.toUpperCase().includes(search));
    },
    async categories({ lang }) {
      const rows = await db.selectFrom('categories').select(['id', 'names']).orderBy('sort').orderBy('id').execute();
      return rows.map((r) => ({ Id: Number(r.id), NameShowTrans: nameIn(r.names, lang) }));
    },
    kline: ({ input }) => candlesOf(input.forex_id, input.period, KLINE_CANDLES),
    abbreviatedKline: ({ input }) => candlesOf(input.forex_id, input.period, ABBREVIATED_CANDLES),
  };
}

/** The category name in the request's language, else English, else any name there is. */
function nameIn(namesJson: string, lang: Lang): string {
  let names: Record<string, unknown> = {};
  try {
    names = JSON.parse(namesJson) as Record<string, unknown>;
  } catch {
    // a broken row shows an empty name rather than failing the whole list
  }
  const pick = (code: string) => (typeof names[code] === 'string' && names[code] !== '' ? (names[code] as string) : undefined);
  return pick(normalizeLang(lang)) ?? pick('en') ?? Object.values(names).find((v): v is string => typeof v === 'string') ?? '';
}
