// The chart's time axis: labelled in the person's chosen time zone (issue 19 item 7), with a
// day candle named by its New York trading day (SPEC.md section 9). Pure helpers, kept apart
// from the klinecharts component so they are tested without a canvas.
import { MARKET_TIME_ZONE } from '../../../contract/market.ts';
import { wallClock } from '../../lib/time-parts.ts';

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

/**
 * A chart label from one of klinecharts' templates (YYYY-MM-DD HH:mm and its parts), in `zone`,
 * the person's chosen time zone. A template without the hour names a whole day: a 1D candle is a
 * New York trading day (the server starts it at New York midnight), so it keeps its New York
 * date, or a reader west of New York would see each day under the day before.
 */
export function chartDate(template: string, time: number, zone: string): string {
  const clock = wallClock(time, template.includes('HH') ? zone : MARKET_TIME_ZONE);
  return template.replace(/YYYY|MM|DD|HH|mm|ss/g, (key) => clock[key as keyof typeof clock]);
}

/** A time axis label as klinecharts writes its own: HH:mm, MM-DD HH:mm, YYYY-MM-DD or YYYY-MM (days, weeks and months by their New York date: chartDate). */
export function axisLabel(time: number, type: 'minute' | 'hour' | 'day' | 'week' | 'month', zone: string): string {
  const template = type === 'minute' ? 'HH:mm' : type === 'hour' ? 'MM-DD HH:mm' : type === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  return chartDate(template, time, zone);
}

const AXIS_LABEL_TYPES = ['minute', 'hour', 'day', 'week', 'month'] as const;
/** The chart period types axisLabel writes labels for. */
export const hasAxisLabel = (type: string | undefined): type is (typeof AXIS_LABEL_TYPES)[number] => (AXIS_LABEL_TYPES as readonly (string | undefined)[]).includes(type);
