import { describe, expect, it } from 'vitest';
import { changeDirection, changeText, formatDecimal } from '../../src/app/features/market/format.ts';
import { fromChartPeriod, toChartCandle, toChartPeriod } from '../../src/app/features/trade/chart-data.ts';
import { PERIODS } from '../../src/contract/market.ts';

describe('quote display', () => {
  it('shows a price with exactly its precision, rounding half to even on the exact decimal', () => {
    expect(formatDecimal('1.085125', 5)).toBe('1.08512');
    expect(formatDecimal('1.085135', 5)).toBe('1.08514');
    expect(formatDecimal('1.1', 5)).toBe('1.10000');
    expect(formatDecimal('97123.456', 2)).toBe('97,123.46');
  });

  it('never shows a minus sign on a value that rounds to zero, and marks bad input', () => {
    expect(formatDecimal('-0.000001', 2)).toBe('0.00');
    expect(formatDecimal('abc', 2)).toBe('--');
  });

  it('shows the change in percent with its sign and direction', () => {
    expect(changeText('0.35')).toBe('+0.35%');
    expect(changeText('-1.2')).toBe('-1.20%');
    expect(changeText('0')).toBe('0.00%');
    expect(changeDirection('0.35')).toBe('up');
    expect(changeDirection('-0.01')).toBe('down');
    expect(changeDirection('0.00')).toBe('flat');
  });
});

describe('chart periods and candles', () => {
  it('maps every period of the bar to a chart period and back', () => {
    for (const period of PERIODS) expect(fromChartPeriod(toChartPeriod(period))).toBe(period);
    expect(toChartPeriod('60min')).toEqual({ type: 'hour', span: 1 });
    expect(toChartPeriod('4hour')).toEqual({ type: 'hour', span: 4 });
    expect(toChartPeriod('1mon')).toEqual({ type: 'month', span: 1 });
    expect(fromChartPeriod({ type: 'year', span: 1 })).toBeNull();
  });

  it('turns a wire candle into a chart bar at the same instant', () => {
    expect(toChartCandle({ Time: 1000, Open: '1.1', High: '1.2', Low: '1.0', Close: '1.15', Volume: '7' })).toEqual({
      timestamp: 1000,
      open: 1.1,
      high: 1.2,
      low: 1.0,
      close: 1.15,
      volume: 7,
    });
  });
});
