// The data of a row's small chart: hourly closes (abbreviated_cache_kline) kept live from the
// quote stream. A bounded buffer keyed by time (STYLE.md 14): a tick in the newest hour moves
// its close, a tick in a later hour starts a new point, and the oldest drop off past the limit.
import { PERIOD_MS, type Candle, type Period } from '../../../contract/market.ts';

export const SPARKLINE_PERIOD: Period = '60min';
/** As many points as the server sends for the small chart. */
export const SPARKLINE_POINTS = 48;

export interface SparkPoint {
  /** Start of the period, ms since the epoch. */
  readonly time: number;
  readonly close: number;
}
export type SparkSeries = readonly SparkPoint[];

export function seriesFromCandles(candles: readonly Candle[], max = SPARKLINE_POINTS): SparkSeries {
  return candles
    .map((candle) => ({ time: candle.Time, close: Number(candle.Close) }))
    .filter((point) => Number.isFinite(point.close))
    .slice(-max);
}

/** The series with a quote applied; the same object when the quote changes nothing or is older than the series. */
export function withQuote(series: SparkSeries, time: number, close: number, periodMs = PERIOD_MS[SPARKLINE_PERIOD], max = SPARKLINE_POINTS): SparkSeries {
  if (!Number.isFinite(close) || !Number.isFinite(time)) return series;
  const start = Math.floor(time / periodMs) * periodMs;
  const last = series[series.length - 1];
  if (last && start < last.time) return series;
  if (last && start === last.time) {
    return last.close === close ? series : [...series.slice(0, -1), { time: start, close }];
  }
  return [...series, { time: start, close }].slice(-max);
}

export const seriesCloses = (series: SparkSeries) => series.map((point) => point.close);
