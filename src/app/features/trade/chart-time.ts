// The chart's time axis: candles are placed and labelled in New York time (SPEC.md section 9).
// Pure helpers, kept apart from the klinecharts component so they are tested without a canvas.
import { MARKET_TIME_ZONE } from '../../../contract/market.ts';

export interface AxisTick {
  coord: number;
  value: number | string;
  text: string;
}

/**
 * The time axis labels worth showing. klinecharts extrapolates labels into the empty space
 * right of the last candle, so the 1D chart labelled days to come; only labels of real candles
 * stay. The last candle (today's) always gets its label, and a label too close to it gives way.
 */
export function axisTicks(ticks: readonly AxisTick[], last: { time: number; coord: number; text: string } | null, minGap: number): AxisTick[] {
  if (!last) return [...ticks];
  const real = ticks.filter((tick) => typeof tick.value !== 'number' || tick.value < last.time);
  const kept = real.filter((tick) => Math.abs(tick.coord - last.coord) >= minGap);
  return [...kept, { coord: last.coord, value: last.time, text: last.text }];
}

/** The market zone's offset at `at` ("GMT-5" in winter, "GMT-4" in summer), for the chart's caption. */
export function marketZoneOffset(tag: string, at: number): string {
  const part = new Intl.DateTimeFormat(tag, { timeZone: MARKET_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

const parts = new Intl.DateTimeFormat('en', {
  timeZone: MARKET_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});

/** A time axis label as klinecharts writes its own: HH:mm, MM-DD HH:mm or YYYY-MM-DD, in New York time. */
export function axisLabel(time: number, type: 'minute' | 'hour' | 'day'): string {
  const p = Object.fromEntries(parts.formatToParts(time).map((part) => [part.type, part.value]));
  if (type === 'minute') return `${p.hour}:${p.minute}`;
  if (type === 'hour') return `${p.month}-${p.day} ${p.hour}:${p.minute}`;
  return `${p.year}-${p.month}-${p.day}`;
}
