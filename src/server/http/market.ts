import { UnknownInstrument } from '../errors.ts';
import type { Market } from '../market/types.ts';
import type { HandlerMap } from './handlers.ts';

/** Candles a chart gets: the last 500 (at least 300 exist for every period), forming one last. */
const KLINE_CANDLES = 500;
/** Candles of the small area chart on a home row. */
const ABBREVIATED_CANDLES = 48;

/** Instrument list, categories and candles (SPEC.md section 7, trading). */
export function marketHandlers({ market }: { market: Market }): HandlerMap {
  const candlesOf = async (forexId: number, period: Parameters<Market['candles']>[1], limit: number) => {
    if (!market.terms(forexId)) throw new UnknownInstrument();
    return market.candles(forexId, period, limit);
  };

  return {
    tradeList: ({ input, lang }) => market.search(input.searchCurrency, lang),
    categories: ({ lang }) => market.categories(lang),
    kline: ({ input }) => candlesOf(input.forex_id, input.period, KLINE_CANDLES),
    abbreviatedKline: ({ input }) => candlesOf(input.forex_id, input.period, ABBREVIATED_CANDLES),
  };
}
