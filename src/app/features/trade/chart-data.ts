// Conversions between the wire's candles and periods and klinecharts' shapes. Kept apart from
// the chart component so they stay testable and free of the klinecharts bundle.
import type { Candle, Period } from '../../../contract/market.ts';

export interface ChartPeriod {
  type: 'minute' | 'hour' | 'day' | 'week' | 'month';
  span: number;
}

const CHART_PERIOD: Record<Period, ChartPeriod> = {
  '1min': { type: 'minute', span: 1 },
  '5min': { type: 'minute', span: 5 },
  '15min': { type: 'minute', span: 15 },
  '30min': { type: 'minute', span: 30 },
  '60min': { type: 'hour', span: 1 },
  '4hour': { type: 'hour', span: 4 },
  '1day': { type: 'day', span: 1 },
  '1week': { type: 'week', span: 1 },
  '1mon': { type: 'month', span: 1 },
};

export const toChartPeriod = (period: Period): ChartPeriod => CHART_PERIOD[period];

export function fromChartPeriod(value: { type: string; span: number }): Period | null {
  const entry = Object.entries(CHART_PERIOD).find(([, p]) => p.type === value.type && p.span === value.span);
  return entry ? (entry[0] as Period) : null;
}

/** A candle for drawing. Chart coordinates are floats by nature; the booked prices stay strings elsewhere. */
export function toChartCandle(candle: Candle) {
  return {
    timestamp: candle.Time,
    open: Number(candle.Open),
    high: Number(candle.High),
    low: Number(candle.Low),
    close: Number(candle.Close),
    volume: Number(candle.Volume),
  };
}
