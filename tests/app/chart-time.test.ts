import { describe, expect, it } from 'vitest';
import { axisLabel, axisTicks, marketZoneOffset } from '../../src/app/features/trade/chart-time.ts';

// New York day starts (05:00 UTC in winter), as the server sends the 1D candles.
const day = (d: number) => Date.UTC(2026, 10, d, 5);
const tick = (d: number, coord: number) => ({ coord, value: day(d), text: `2026-11-${d}` });

describe('the chart time axis', () => {
  it('labels no day after the last candle, and labels the last candle (today)', () => {
    const defaults = [tick(4, 40), tick(12, 120), tick(20, 200), tick(28, 280)];
    const ticks = axisTicks(defaults, { time: day(23), coord: 230, text: '2026-11-23' }, 60);
    expect(ticks.map((t) => t.text)).toEqual(['2026-11-4', '2026-11-12', '2026-11-23']);
    expect(ticks.every((t) => (t.value as number) <= day(23))).toBe(true);
  });

  it('drops a label that would overlap today\'s', () => {
    const ticks = axisTicks([tick(12, 120), tick(21, 205)], { time: day(23), coord: 230, text: '2026-11-23' }, 60);
    expect(ticks.map((t) => t.text)).toEqual(['2026-11-12', '2026-11-23']);
  });

  it('keeps the library labels while there are no candles', () => {
    expect(axisTicks([tick(1, 10)], null, 60)).toEqual([tick(1, 10)]);
  });

  it('writes a label as the library does, in New York time', () => {
    expect(axisLabel(day(23), 'day')).toBe('2026-11-23');
    expect(axisLabel(Date.UTC(2026, 10, 23, 5, 30), 'hour')).toBe('11-23 00:30');
    expect(axisLabel(Date.UTC(2026, 10, 23, 13, 5), 'minute')).toBe('08:05');
    expect(axisLabel(Date.UTC(2026, 10, 1, 4, 0), 'month')).toBe('2026-11');
    expect(axisLabel(Date.UTC(2026, 10, 22, 5, 0), 'week')).toBe('2026-11-22');
  });

  it('names the New York offset, winter and summer', () => {
    expect(marketZoneOffset('en', Date.UTC(2026, 10, 23))).toBe('GMT-5');
    expect(marketZoneOffset('en', Date.UTC(2026, 6, 1))).toBe('GMT-4');
  });
});
