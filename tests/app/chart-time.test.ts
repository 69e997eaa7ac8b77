import { describe, expect, it } from 'vitest';
import { axisLabel, axisTicks, chartDate } from '../../src/app/features/trade/chart-time.ts';

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

  it("drops a label that would overlap today's", () => {
    const ticks = axisTicks([tick(12, 120), tick(21, 205)], { time: day(23), coord: 230, text: '2026-11-23' }, 60);
    expect(ticks.map((t) => t.text)).toEqual(['2026-11-12', '2026-11-23']);
  });

  it('keeps the library labels while there are no candles', () => {
    expect(axisTicks([tick(1, 10)], null, 60)).toEqual([tick(1, 10)]);
  });

  it('writes a label as the library does, in the chosen zone', () => {
    expect(axisLabel(Date.UTC(2026, 10, 23, 5, 30), 'hour', 'America/New_York')).toBe('11-23 00:30');
    expect(axisLabel(Date.UTC(2026, 10, 23, 13, 5), 'minute', 'America/New_York')).toBe('08:05');
    expect(axisLabel(Date.UTC(2026, 10, 23, 13, 5), 'minute', 'UTC')).toBe('13:05');
    expect(axisLabel(Date.UTC(2026, 10, 23, 13, 5), 'hour', 'Asia/Tokyo')).toBe('11-23 22:05');
    // The crosshair's template, in summer time too.
    expect(chartDate('YYYY-MM-DD HH:mm', Date.UTC(2026, 6, 1, 12, 0), 'America/New_York')).toBe('2026-07-01 08:00');
    expect(chartDate('YYYY-MM-DD HH:mm', Date.UTC(2026, 6, 1, 12, 0), 'UTC')).toBe('2026-07-01 12:00');
    // Weeks and months by their New York date, whatever the zone.
    expect(axisLabel(Date.UTC(2026, 10, 1, 4, 0), 'month', 'Asia/Tokyo')).toBe('2026-11');
    expect(axisLabel(Date.UTC(2026, 10, 22, 5, 0), 'week', 'America/Los_Angeles')).toBe('2026-11-22');
  });

  it('names a day candle by its New York trading day, whatever the zone', () => {
    // The 1D candle of 23 November starts at New York midnight, 05:00 UTC: the 22nd in Los Angeles.
    for (const zone of ['America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'America/New_York']) {
      expect(axisLabel(day(23), 'day', zone)).toBe('2026-11-23');
      expect(chartDate('YYYY-MM-DD', day(23), zone)).toBe('2026-11-23');
    }
  });
});
