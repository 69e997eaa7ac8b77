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
 * The instant New York's wall clock reads `wall` (a wall time written as if it were UTC), for a
 * wall time near `t`. Asked twice because the offset at `wall` may differ from the one at `t`
 * across a DST switch; every boundary asked about (midnight, 04:00 ... 20:00) is outside the
 * switching hour (02:00), so it exists exactly once.
 */
function wallToUtc(wall: number, t: number): number {
  return wall - nyOffset(wall - nyOffset(t));
}

const FOUR_HOURS = 4 * HOUR;
const floorTo = (value: number, size: number) => value - (((value % size) + size) % size);

/**
 * Start of the candle that contains `t`. New York is a whole number of hours from UTC, so
 * minute and hour buckets aligned on UTC are aligned on New York too. Longer buckets follow the
 * New York calendar: 4hour from midnight (a DST day's first bucket is 3 or 5 hours long), days
 * from midnight, weeks from Sunday midnight (the FX week opens on Sunday at 17:00, so Sunday's
 * evening session belongs to the week it opens and every day to one week), months from the 1st.
 */
export function bucketStart(period: Period, t: number): number {
  switch (period) {
    case '1day':
      return nyDayStart(t);
    case '4hour':
      return wallToUtc(floorTo(t + nyOffset(t), FOUR_HOURS), t);
    case '1week': {
      const days = Math.floor((t + nyOffset(t)) / DAY);
      const weekday = (((days + 4) % 7) + 7) % 7; // 1 January 1970 was a Thursday (4)
      return wallToUtc((days - weekday) * DAY, t);
    }
    case '1mon': {
      const wall = new Date(t + nyOffset(t));
      return wallToUtc(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1), t);
    }
    default: {
      const size = PERIOD_MS[period];
      return t - (((t % size) + size) % size);
    }
  }
}

/** End (exclusive) of the candle starting at `start`: the next bucket's start. */
export function bucketEnd(period: Period, start: number): number {
  switch (period) {
    case '1day':
      return nyNextDayStart(start);
    // A bucket lasts at most its nominal length plus the hour a DST switch adds; the next
    // bucket's start is the start of the bucket one such length later.
    case '4hour':
      return bucketStart(period, start + FOUR_HOURS + HOUR);
    case '1week':
      return bucketStart(period, start + 7 * DAY + HOUR);
    case '1mon':
      return bucketStart(period, start + 32 * DAY);
    default:
      return start + PERIOD_MS[period];
  }
}

export const floorMinute = (t: number) => t - (t % MINUTE);
export { MINUTE, HOUR };
