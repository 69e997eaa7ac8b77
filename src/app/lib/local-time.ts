// The server sends times as UTC 'YYYY-MM-DD HH:mm:ss' (SPEC.md); people read them in their own
// language and time zone. Pure, for tests.
import { LANG_INFO, type Lang } from '../../contract/languages.ts';

/** The server's UTC time as a date and time in the reader's language and zone; '' when unreadable. */
export function localTime(utc: string, lang: Lang, zone?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):?(\d{2})?/.exec(utc);
  if (!match) return '';
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return new Intl.DateTimeFormat(LANG_INFO[lang].tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(Date.UTC(y, mo - 1, d, h, mi, s)));
}
