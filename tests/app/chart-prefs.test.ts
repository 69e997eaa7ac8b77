import { describe, expect, it } from 'vitest';
import { ChartPrefs, DEFAULT_CHART_PREFS, hasIndicator, toggleIndicator } from '../../src/app/features/trade/chart-prefs.ts';
import { MIN_VISIBLE_BARS, RIGHT_OFFSET_BARS, barSpaceFor } from '../../src/app/features/trade/chart-layout.ts';

describe('the chart settings kept per device', () => {
  it('start as candles with the volume pane', () => {
    expect(DEFAULT_CHART_PREFS).toEqual({ type: 'candle', main: [], sub: ['VOL'] });
  });

  it('switch an indicator on and off again, keeping the menu order whatever the order of taps', () => {
    let prefs = toggleIndicator(DEFAULT_CHART_PREFS, 'RSI');
    prefs = toggleIndicator(prefs, 'MACD');
    prefs = toggleIndicator(prefs, 'BOLL');
    expect(prefs).toEqual({ type: 'candle', main: ['BOLL'], sub: ['VOL', 'MACD', 'RSI'] });
    expect(hasIndicator(prefs, 'MACD')).toBe(true);
    prefs = toggleIndicator(toggleIndicator(prefs, 'VOL'), 'BOLL');
    expect(prefs).toEqual({ type: 'candle', main: [], sub: ['MACD', 'RSI'] });
    expect(hasIndicator(prefs, 'VOL')).toBe(false);
  });

  it('refuse a stored entry naming an unknown type or indicator (the app then uses the default)', () => {
    expect(ChartPrefs.safeParse({ type: 'line', main: ['EMA'], sub: [] }).success).toBe(true);
    expect(ChartPrefs.safeParse({ type: 'renko', main: [], sub: [] }).success).toBe(false);
    expect(ChartPrefs.safeParse({ type: 'candle', main: ['KDJ'], sub: [] }).success).toBe(false);
    expect(ChartPrefs.safeParse({ type: 'candle', main: [], sub: ['MA'] }).success).toBe(false);
  });
});

describe('the candle spacing', () => {
  it('fits at least 60 candles and the right offset into a phone-sized drawing area', () => {
    // A 390 px phone: 358 px of chart less a price axis of up to 64 px.
    for (const width of [290, 300, 320]) {
      const space = barSpaceFor(width);
      expect(Math.floor(width / space) - RIGHT_OFFSET_BARS).toBeGreaterThanOrEqual(MIN_VISIBLE_BARS);
    }
  });

  it('keeps a comfortable spacing on a wide screen and never draws hairlines', () => {
    expect(barSpaceFor(900)).toBe(8);
    expect(barSpaceFor(120)).toBe(3);
    expect(barSpaceFor(0)).toBe(8);
  });
});
