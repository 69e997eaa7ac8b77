// A shown instant: the one format for its use, in the chosen zone and the reader's language,
// inside <time dateTime> for machines. dir="auto": an Arabic date ("15‏/01‏/2026، 7:00 ص") runs
// right to left and a Latin one left to right, whichever the page's direction, and the element
// isolates it from the figures around it (it was garbled inside a forced ltr before).
import { formatInstant, formatRecent, type TimeStyle } from '../lib/time-format.ts';
import { isoInstant, parseServerTime } from '../lib/time-parts.ts';
import { timeSettingsAtom } from '../state/time-zone.ts';
import { useAtomValue } from '../state/store.ts';

type Props = {
  /** ms since 1970, or the server's UTC 'YYYY-MM-DD HH:mm:ss'. */
  at: number | string;
  /** `recent`: the time alone when it is today in the chosen zone. */
  format?: TimeStyle | 'recent';
  /** A calendar day (a document's date), not an instant: the same day in every zone. */
  calendar?: boolean;
  className?: string;
  'data-testid'?: string;
};

/** The reader's locale and zone; components re-render when either changes. */
export const useTimeSettings = () => useAtomValue(timeSettingsAtom);

export function Time({ at, format = 'dateTime', calendar = false, className, 'data-testid': testId }: Props) {
  const chosen = useTimeSettings();
  const settings = calendar ? { ...chosen, zone: 'UTC' } : chosen;
  const instant = typeof at === 'number' ? at : parseServerTime(at);
  if (instant === null) return null;
  const text = format === 'recent' ? formatRecent(instant, Date.now(), settings) : formatInstant(instant, format, settings);
  return (
    <time className={className} dateTime={calendar ? isoInstant(instant).slice(0, 10) : isoInstant(instant)} dir="auto" data-testid={testId}>
      {text}
    </time>
  );
}
