// "as of" in the user's language and locale: the time alone when it is today, the date too
// when it is older (a weekend, a long flight).
export function formatAsOf(at: number, locale: string, now: number = Date.now()): string {
  const then = new Date(at);
  const sameDay = new Date(now).toDateString() === then.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(then);
  } catch {
    return then.toLocaleString();
  }
}
