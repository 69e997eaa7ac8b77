// Small-chart data per instrument (abbreviated_cache_kline), fetched when a row first becomes
// visible and kept for the visit, then moved by every DAY_MARKET quote of that instrument, so the
// chart's last point is the price the row shows.
import { liveQuotesAtom, type LiveQuotes } from '../../state/quotes.ts';
import { api } from '../../lib/http/index.ts';
import { atom, store } from '../../state/store.ts';
import { singleFlight } from './single-flight.ts';
import { SPARKLINE_PERIOD, seriesFromCandles, withQuote, type SparkSeries } from './sparkline-series.ts';

export type SparklineData = SparkSeries | 'error';

export const sparklinesAtom = atom<Readonly<Record<number, SparklineData>>>({});

const fetchSparkline = singleFlight(
  (instrumentId: number) =>
    api('abbreviatedKline', { forex_id: instrumentId, period: SPARKLINE_PERIOD }, { silent: true }).then(
      (candles) => {
        // A quote that arrived while the candles were on their way is applied at once.
        const tick = store.get(liveQuotesAtom)[instrumentId];
        const series = seriesFromCandles(candles);
        store.set(sparklinesAtom, (all) => ({ ...all, [instrumentId]: tick ? withQuote(series, tick.Time, Number(tick.Close)) : series }));
        followQuotes();
      },
      () => store.set(sparklinesAtom, (all) => ({ ...all, [instrumentId]: 'error' })),
    ),
  (instrumentId) => instrumentId,
);

export function loadSparkline(instrumentId: number): void {
  if (store.get(sparklinesAtom)[instrumentId] === undefined) void fetchSparkline(instrumentId);
}

/** Applies the quotes that changed since `before` to the loaded series; the same object when none moved. */
export function applyQuotes(all: Readonly<Record<number, SparklineData>>, quotes: LiveQuotes, before: LiveQuotes) {
  let next: Record<number, SparklineData> | null = null;
  for (const key of Object.keys(quotes)) {
    const id = Number(key);
    const tick = quotes[id];
    const series = all[id];
    if (tick === before[id] || series === undefined || series === 'error') continue;
    const moved = withQuote(series, tick.Time, Number(tick.Close));
    if (moved !== series) (next ??= { ...all })[id] = moved;
  }
  return next ?? all;
}

let following = false;
/** From the first loaded chart on, every quote batch moves the charts it concerns. */
function followQuotes(): void {
  if (following) return;
  following = true;
  let before = store.get(liveQuotesAtom);
  store.sub(liveQuotesAtom, () => {
    const quotes = store.get(liveQuotesAtom);
    const all = store.get(sparklinesAtom);
    const next = applyQuotes(all, quotes, before);
    before = quotes;
    if (next !== all) store.set(sparklinesAtom, next);
  });
}
