// When a closed market opens again, as a short text in the reader's language and time zone
// ("Mon 5:00 PM", "Mo., 17:00", "週一 下午5:00"). The server sends the moment (NextOpen, ms since
// the epoch); only the wording is decided here, so it stays a pure, tested function.

const WEEK_MS = 7 * 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(tag: string, withDate: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${tag}|${withDate}|${timeZone ?? ''}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, {
      ...(withDate ? { month: 'short', day: 'numeric' } : { weekday: 'short' }),
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    formats.set(key, found);
  }
  return found;
}

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
export function reopenText(nextOpen: number, now: number, tag: string, timeZone?: string): string {
  return format(tag, nextOpen - now >= WEEK_MS - 86_400_000, timeZone).format(nextOpen);
}
