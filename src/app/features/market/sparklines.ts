// Small-chart data per instrument (abbreviated_cache_kline), fetched when a row first becomes
// visible and kept for the visit, then moved by every DAY_MARKET quote of that instrument, so the
// chart ends at the price the row shows.
import { marketCalls } from '../../../contract/calls/market.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { liveQuotesAtom, type LiveQuotes } from '../../state/quotes.ts';
import { store } from '../../state/store.ts';
import { sparklinesAtom, type SparklineData } from './instruments.ts';
import { SPARKLINE_PERIOD, seriesFromCandles, withQuote } from './sparkline-series.ts';

// Only this domain's calls: the start of / carries no other call's schemas.
const api = apiFor(marketCalls);

type Sparklines = Readonly<Record<number, SparklineData>>;
export { sparklinesAtom, type SparklineData };

/** Every loaded series with its instrument's latest quote applied; the same object when none moved. */
export function withQuotes(all: Sparklines, quotes: LiveQuotes): Sparklines {
  let next: Record<number, SparklineData> | null = null;
  for (const id in all) {
    const series = all[id];
    const tick = quotes[id];
    if (!tick || series === 'error') continue;
    const moved = withQuote(series, tick.Time, Number(tick.Close));
    if (moved !== series) (next ??= { ...all })[id] = moved;
  }
  return next ?? all;
}

let following = false;
/**
 * Charts on their way: a row that shows again meanwhile asks for nothing more. (Outside TanStack
 * Query: they are asked for as the first rows show, before the library may load on /.)
 */
const loading = new Set<number>();

export function loadSparkline(instrumentId: number): void {
  if (store.get(sparklinesAtom)[instrumentId] !== undefined || loading.has(instrumentId)) return;
  loading.add(instrumentId);
  api('abbreviatedKline', { forex_id: instrumentId, period: SPARKLINE_PERIOD }, { silent: true })
    .then(
      (candles) => {
        store.set(sparklinesAtom, (all) => withQuotes({ ...all, [instrumentId]: seriesFromCandles(candles) }, store.get(liveQuotesAtom)));
        // From the first loaded chart on, every quote batch moves the charts it concerns.
        if (!following) store.sub(liveQuotesAtom, () => store.set(sparklinesAtom, (all) => withQuotes(all, store.get(liveQuotesAtom))));
        following = true;
      },
      () => store.set(sparklinesAtom, (all) => ({ ...all, [instrumentId]: 'error' })),
    )
    .finally(() => loading.delete(instrumentId));
}
