// A pending order's expiry as the ticket offers it: good till cancelled, the end of today, or
// the end of a chosen date, both in the person's own time (the device's zone); sent as submit's
// expire_at, seconds since the epoch. The server refuses one that is not in the future or is
// more than a year ahead. Pure.

export type ExpiryMode = 'gtc' | 'eod' | 'date';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as a date input's value, 'YYYY-MM-DD'. */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The last second of a local day ('YYYY-MM-DD', 23:59:59 there) in seconds since the epoch; null when it does not read. */
export function endOfLocalDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(y, m - 1, d, 23, 59, 59);
  // Date rolls 31 February over into March: such a date does not exist.
  if (end.getFullYear() !== y || end.getMonth() !== m - 1 || end.getDate() !== d) return null;
  return Math.floor(end.getTime() / 1000);
}

/**
 * submit's expire_at for the chosen expiry: 0 for good till cancelled; null when the chosen date
 * does not read, its end has already passed, or it is more than a year ahead (the ticket names that and sends nothing).
 */
export function expireAt(mode: ExpiryMode, date: string, now: Date): number | null {
  if (mode === 'gtc') return 0;
  const day = mode === 'eod' ? localDate(now) : date;
  const at = endOfLocalDay(day);
  if (at === null || at * 1000 <= now.getTime() || day > lastExpiryDate(now)) return null;
  return at;
}

/** The last date the ticket offers: a year from today (the server takes up to a year and a day). */
export function lastExpiryDate(now: Date): string {
  return localDate(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
}

/** Seconds since the epoch as the server's UTC 'YYYY-MM-DD HH:mm:ss', so it reads through the orders' own time formatting. */
export function asServerTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
