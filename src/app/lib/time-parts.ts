// The rest of the app's time module (time-format.ts): reading the server's times, a zone's
// offset, and the wall clock the chart's compact labels are built from. Kept apart so the start
// of / carries only the formatting it needs. Pure, for tests.
import { formatterFor } from './time-format.ts';

/** The server's UTC 'YYYY-MM-DD HH:mm:ss' (SPEC.md), or a bare date (its UTC midnight), as an instant; null when unreadable. */
export function parseServerTime(utc: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(utc);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** The machine-readable form for <time dateTime>. */
export const isoInstant = (at: number): string => (Number.isFinite(at) ? new Date(at).toISOString() : '');

/**
 * The zone's offset from UTC at `at`, written as traders read it in every language: "UTC+1",
 * "UTC-5", "UTC+5:30", "UTC" (Latin letters, so it stays whole in right-to-left text).
 */
export function zoneOffset(zone: string, at: number): string {
  const name =
    formatterFor('en', zone, 'offset', { timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const offset = name.replace(/^GMT/, '');
  return offset === '' || offset === '+0' || offset === '-0' ? 'UTC' : `UTC${offset}`;
}

/** The wall clock at `at` in `zone`, two digits each (year four), for the chart's compact labels. */
export function wallClock(at: number, zone: string): { YYYY: string; MM: string; DD: string; HH: string; mm: string; ss: string } {
  const parts = formatterFor('en', zone, 'wall', {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { YYYY: part('year'), MM: part('month'), DD: part('day'), HH: part('hour') === '24' ? '00' : part('hour'), mm: part('minute'), ss: part('second') };
}
