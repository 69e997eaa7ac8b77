// When a closed market opens again, as a short text in the reader's language and time zone
// ("Mon 5:00 PM", "Mo., 17:00", "週一 下午5:00"). The server sends the moment (NextOpen, ms since
// the epoch); only the wording is decided here, so it stays a pure, tested function. Through the
// app's cached formatters (lib/time-format.ts), in the chosen zone.
import { deviceZone, formatterFor } from '../../lib/time-format.ts';

const WEEK_MS = 7 * 86_400_000;
const WITHIN_WEEK: Intl.DateTimeFormatOptions = { weekday: 'short', hour: 'numeric', minute: '2-digit' };
const FURTHER: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/**
 * The opening time worth showing: a moment still ahead of `now`. Null when the server did not
 * say (an older server, a market halted by hand) or the moment has passed (a stale list), so
 * the screen falls back to a plain "closed".
 */
export function upcomingOpen(nextOpen: number | null | undefined, now: number): number | null {
  return typeof nextOpen === 'number' && Number.isFinite(nextOpen) && nextOpen > now ? nextOpen : null;
}

/**
 * "Mon 5:00 PM" within the coming week (the weekday is enough), "Jan 5, 5:00 PM" further away.
 * `tag` is the language's standard tag (GLOSSARY.md); `timeZone` defaults to the device's.
 */
export function reopenText(nextOpen: number, now: number, tag: string, timeZone: string = deviceZone()): string {
  const further = nextOpen - now >= WEEK_MS - 86_400_000;
  return formatterFor(tag, timeZone, further ? 'reopen-date' : 'reopen-week', further ? FURTHER : WITHIN_WEEK).format(nextOpen);
}
