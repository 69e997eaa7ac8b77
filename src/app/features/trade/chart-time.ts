// The chart's time axis: candles are placed and labelled in New York time (SPEC.md section 9).
// Pure helpers, kept apart from the klinecharts component so they are tested without a canvas.
import { MARKET_TIME_ZONE } from '../../../contract/market.ts';

export interface AxisTick {
  coord: number;
  value: number | string;
  text: string;
}

/** Width of an 11 px axis label per character, a little generous (digits, dashes, colons). */
const LABEL_CHAR_WIDTH = 6.5;

/**
 * The time axis labels worth showing. klinecharts extrapolates labels into the empty space
 * right of the last candle, so the 1D chart labelled days to come; only labels of real candles
 * stay. The last candle (today's) always gets its label, moved in where it would be cut at the
 * price axis; a label too close to it, or cut at an edge of the `width` px axis, gives way.
 */
export function axisTicks(ticks: readonly AxisTick[], last: { time: number; coord: number; text: string } | null, minGap: number, width = Infinity): AxisTick[] {
  const half = (text: string) => (text.length * LABEL_CHAR_WIDTH) / 2;
  const whole = (tick: AxisTick) => tick.coord - half(tick.text) >= 0 && tick.coord + half(tick.text) <= width;
  if (!last) return [...ticks];
  const coord = Math.max(half(last.text), Math.min(width - half(last.text), last.coord));
  const real = ticks.filter((tick) => typeof tick.value !== 'number' || tick.value < last.time);
  const kept = real.filter((tick) => whole(tick) && Math.abs(tick.coord - coord) >= minGap);
  return [...kept, { coord, value: last.time, text: last.text }];
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

/** A time axis label as klinecharts writes its own: HH:mm, MM-DD HH:mm, YYYY-MM-DD or YYYY-MM, in New York time. */
export function axisLabel(time: number, type: 'minute' | 'hour' | 'day' | 'week' | 'month'): string {
  const p = Object.fromEntries(parts.formatToParts(time).map((part) => [part.type, part.value]));
  if (type === 'minute') return `${p.hour}:${p.minute}`;
  if (type === 'hour') return `${p.month}-${p.day} ${p.hour}:${p.minute}`;
  if (type === 'month') return `${p.year}-${p.month}`;
  return `${p.year}-${p.month}-${p.day}`;
}

const AXIS_LABEL_TYPES = ['minute', 'hour', 'day', 'week', 'month'] as const;
/** The chart period types axisLabel writes labels for. */
export const hasAxisLabel = (type: string | undefined): type is (typeof AXIS_LABEL_TYPES)[number] => (AXIS_LABEL_TYPES as readonly (string | undefined)[]).includes(type);
