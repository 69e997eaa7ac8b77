import { MARKET_TIME_ZONE, PERIOD_MS, type Period } from '../../contract/index.ts';

// Wall-clock time in America/New_York without a time-zone package. Intl gives the zone's
// offset; it only changes on whole UTC hours (DST switches at 02:00 local), so one Intl call
// per UTC hour, cached, lets history generation ask about millions of minutes cheaply.

const HOUR = 3_600_000;
const MINUTE = 60_000;
export const DAY = 86_400_000;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const offsets = new Map<number, number>();
let lastHour = NaN;
let lastOffset = 0;

/** Offset of New York from UTC at `t`, in ms (−4 h in summer, −5 h in winter). */
export function nyOffset(t: number): number {
  const hour = Math.floor(t / HOUR);
  if (hour === lastHour) return lastOffset;
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR;
    const p = Object.fromEntries(formatter.formatToParts(at).map((x) => [x.type, x.value]));
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - at;
    if (offsets.size > 100_000) offsets.clear(); // years of hours: plenty, and bounded
    offsets.set(hour, offset);
  }
  lastHour = hour;
  lastOffset = offset;
  return offset;
}

/** New York wall clock at `t`: weekday (0 Sunday) and minute of the day. */
export function nyClock(t: number): { weekday: number; minuteOfDay: number } {
  const local = t + nyOffset(t);
  const days = Math.floor(local / DAY);
  // 1 January 1970 was a Thursday (4).
  return { weekday: (((days + 4) % 7) + 7) % 7, minuteOfDay: Math.floor((local - days * DAY) / MINUTE) };
}

// The last day asked about: history asks about the same day for every minute in it.
let cachedDay = { start: NaN, end: NaN };

/** The New York midnight starting the day that contains `t` (days are 23, 24 or 25 hours long). */
export function nyDayStart(t: number): number {
  if (t >= cachedDay.start && t < cachedDay.end) return cachedDay.start;
  const start = computeDayStart(t);
  cachedDay = { start, end: computeDayStart(start + 30 * HOUR) };
  return start;
}

function computeDayStart(t: number): number {
  const local = t + nyOffset(t);
  const wallMidnight = local - (((local % DAY) + DAY) % DAY);
  // The offset at midnight may differ from the offset at `t` on a DST day: ask again there.
  const guess = wallMidnight - nyOffset(t);
  return wallMidnight - nyOffset(guess);
}

/** The New York midnight after the day that starts at (or contains) `t`. */
export function nyNextDayStart(t: number): number {
  nyDayStart(t); // leaves the day containing `t` in the cache
  return cachedDay.end;
}

/**
 * Start of the candle that contains `t`. New York is a whole number of hours from UTC, so
 * minute and hour buckets aligned on UTC are aligned on New York too; days start at NY midnight.
 */
export function bucketStart(period: Period, t: number): number {
  if (period === '1day') return nyDayStart(t);
  const size = PERIOD_MS[period];
  return t - (((t % size) + size) % size);
}

/** End (exclusive) of the candle starting at `start`. */
export function bucketEnd(period: Period, start: number): number {
  return period === '1day' ? nyNextDayStart(start) : start + PERIOD_MS[period];
}

export const floorMinute = (t: number) => t - (t % MINUTE);
export { MINUTE, HOUR };
