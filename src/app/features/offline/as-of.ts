import { deviceZone, formatRecent } from '../../lib/time-format.ts';

// "as of" in the user's language and locale: the time alone when it is today, the date too
// when it is older (a weekend, a long flight); in the chosen time zone (the device's unless told).
export function formatAsOf(at: number, locale: string, now: number = Date.now(), zone: string = deviceZone()): string {
  return formatRecent(at, now, { locale, zone });
}
