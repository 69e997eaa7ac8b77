import type { ScheduleName } from '../db/seed/types.ts';
import { nyClock } from './time.ts';

// Trading hours per schedule, in America/New_York wall-clock time, so DST is followed by the
// zone itself. Every boundary is a whole hour, so asking about a minute's start is exact.

const h = (hours: number) => hours * 60;
const SUN = 0;
const FRI = 5;

/** Is the schedule open at this New York weekday (0 Sunday) and minute of the day? */
type Rule = (weekday: number, minute: number) => boolean;

/** Sunday 17:00 to Friday 17:00, around the clock in between (the FX week). */
const forexWeek: Rule = (d, m) => (d === SUN ? m >= h(17) : d === FRI ? m < h(17) : d < FRI);

/** CME Globex style: Sunday 18:00 to Friday 17:00 with a daily break 17:00–18:00. */
const globex: Rule = (d, m) => {
  if (m >= h(17) && m < h(18)) return false;
  if (d === SUN) return m >= h(18);
  if (d === FRI) return m < h(17);
  return d < FRI;
};

const rules: Record<ScheduleName, Rule> = {
  forex: forexWeek,
  metals: globex,
  energy: globex,
  'us-index': globex,
  /** Frankfurt hours roughly in NY time, Monday to Friday 02:00–16:00 (DST offsets ignored). */
  'eu-index': (d, m) => d >= 1 && d <= FRI && m >= h(2) && m < h(16),
  /**
   * Osaka/Singapore-style futures: a session from 19:00 (Sunday to Thursday) to 15:00 the next
   * day, with a one-hour break at 00:00–01:00 (the Hong Kong and Tokyo lunch hour).
   */
  'asia-index': (d, m) => {
    if (m >= h(0) && m < h(1)) return false;
    if (m >= h(19)) return d <= 4; // the evening that starts the session: Sunday..Thursday
    if (m < h(15)) return d >= 1 && d <= FRI; // its continuation: Monday..Friday
    return false;
  },
  crypto: () => true,
};

export const SCHEDULES = Object.keys(rules) as ScheduleName[];

/** True when the schedule's market is open at `t` (ms since the epoch). */
export function isScheduleOpen(schedule: ScheduleName, t: number): boolean {
  const { weekday, minuteOfDay } = nyClock(t);
  return rules[schedule](weekday, minuteOfDay);
}

/**
 * True when any minute of [from, to) is open. Boundaries are whole hours and `from` is a
 * candle start (a whole minute, hour or New York midnight), so one look per hour suffices.
 */
export function isOpenWithin(schedule: ScheduleName, from: number, to: number): boolean {
  if (schedule === 'crypto') return true;
  for (let t = from; t < to; t += 3_600_000) if (isScheduleOpen(schedule, t)) return true;
  return false;
}

/** Share of a week the schedule is open (1 for crypto); used to scale yearly volatility to open time. */
export function openShare(schedule: ScheduleName): number {
  let open = 0;
  const week = 7 * 24 * 2;
  for (let i = 0; i < week; i++) if (rules[schedule](Math.floor(i / 48), (i % 48) * 30)) open++;
  return open / week;
}

export function isScheduleName(value: string): value is ScheduleName {
  return value in rules;
}

const HOUR_MS = 3_600_000;
/** The longest closed stretch of any schedule is a weekend; a week ahead always finds the opening. */
const LOOK_AHEAD_HOURS = 8 * 24;

/**
 * When a schedule closed at `t` opens again (ms since the epoch); null when it is open. Every
 * boundary is a whole New York hour, and New York is a whole number of hours from UTC, so the
 * opening is the first whole UTC hour after `t` that is open.
 */
export function nextOpening(schedule: ScheduleName, t: number): number | null {
  if (isScheduleOpen(schedule, t)) return null;
  const first = t - (((t % HOUR_MS) + HOUR_MS) % HOUR_MS) + HOUR_MS;
  for (let k = 0; k < LOOK_AHEAD_HOURS; k++) {
    const at = first + k * HOUR_MS;
    if (isScheduleOpen(schedule, at)) return at;
  }
  return null;
}
