// Every date and time the app shows (issue 19 item 7): one module, through Intl, in the reader's
// language and the one time zone they chose (state/time-zone.ts: the device's, New York or UTC).
// One format per use, so an order's open time, a ledger entry and a news date read alike:
//   dateTime  "Jan 15, 2026, 7:00 AM"  (orders, history, ledger, funding, news)
//   time      "7:00 AM"
//   date      "Jan 15, 2026"
//   recent    the time alone when it is the same day in the chosen zone, else dateTime (chat, "prices as of")
// Formatters are cached by locale, zone and use: Intl.DateTimeFormat is costly to build, and a
// list of fifty rows would build it fifty times. Pure (the zone is passed in), for tests.
// This part is on the start of / (the closed market's reopening, the offline banner); reading
// server times, offsets and the chart's wall clock are in time-parts.ts, which / does not load.

export const ZONE_CHOICES = ['device', 'America/New_York', 'UTC'] as const;
export type ZoneChoice = (typeof ZONE_CHOICES)[number];
export type TimeStyle = 'dateTime' | 'time' | 'date';

/** The locale (a standard tag, LANG_INFO[lang].tag) and an IANA zone, as the screens read them. */
export interface TimeSettings {
  locale: string;
  zone: string;
}

const STYLES: Record<TimeStyle | 'day', Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  // Not shown: the calendar day in the zone, to tell "today" (en-CA writes YYYY-MM-DD).
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter; `options` is one of the few shapes this app uses, named by `use`. */
export function formatterFor(locale: string, zone: string, use: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${use}`;
  let found = formats.get(key);
  if (!found) {
    // The zone is one of ours or the device's own as Intl named it, the locale one of our tags: both valid.
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, found);
  }
  return found;
}

/** The device's own zone as Intl resolves it ("Europe/Paris"). */
export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The IANA zone a choice stands for. */
export function zoneOf(choice: ZoneChoice): string {
  return choice === 'device' ? deviceZone() : choice;
}

/** An instant (ms since 1970) in one of the app's formats. */
export const formatInstant = (at: number, style: TimeStyle, { locale, zone }: TimeSettings): string => formatterFor(locale, zone, style, STYLES[style]).format(at);

/** The time alone when `at` falls on the same day as `now` in the chosen zone, else date and time. */
export function formatRecent(at: number, now: number, settings: TimeSettings): string {
  const day = formatterFor('en-CA', settings.zone, 'day', STYLES.day);
  return formatInstant(at, day.format(at) === day.format(now) ? 'time' : 'dateTime', settings);
}
