// The data of a row's small chart: hourly closes (abbreviated_cache_kline) kept live from the
// quote stream. A bounded buffer keyed by time (STYLE.md 14): a quote in the newest hour moves
// its close, a quote in a later hour adds a point, and the oldest drop off past the limit.
import type { Candle, Period } from '../../../contract/market.ts';

export const SPARKLINE_PERIOD: Period = '60min';
const HOUR_MS = 3_600_000;
/** As many points as the server sends for the small chart. */
export const SPARKLINE_POINTS = 48;

export interface SparkSeries {
  /** Start of the newest point's hour, ms since the epoch. */
  readonly time: number;
  readonly closes: readonly number[];
}

export function seriesFromCandles(candles: readonly Candle[]): SparkSeries {
  return { time: candles[candles.length - 1]?.Time ?? 0, closes: candles.slice(-SPARKLINE_POINTS).map((candle) => Number(candle.Close)) };
}

/** The series with a quote applied; the same object when the quote changes nothing or is older than the series. */
export function withQuote(series: SparkSeries, time: number, close: number): SparkSeries {
  const hour = time - (time % HOUR_MS);
  const { closes } = series;
  if (!(hour >= series.time) || !Number.isFinite(close)) return series;
  if (hour === series.time) return closes[closes.length - 1] === close ? series : { time: hour, closes: [...closes.slice(0, -1), close] };
  return { time: hour, closes: [...closes, close].slice(-SPARKLINE_POINTS) };
}
