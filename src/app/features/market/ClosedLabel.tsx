import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { zoneOf } from '../../lib/time-format.ts';
import { zoneChoiceAtom } from '../../state/time-zone.ts';
import { useAtomValue } from '../../state/store.ts';
import { reopenText, upcomingOpen } from './next-open.ts';
import './quote.css';

/** When the closed market opens again, in the reader's words and time zone; null when not known. */
export function useReopenText(instrument: Instrument): string | null {
  const { i18n } = useLingui();
  // The choice, not the zone: the device's zone is asked of Intl only when there is a time to
  // write (an open market's ticket would otherwise build /trade's first Intl formatter, lib/intl-warmup).
  const choice = useAtomValue(zoneChoiceAtom);
  const now = Date.now();
  const at = upcomingOpen(instrument.NextOpen, now);
  return at === null ? null : reopenText(at, now, i18n.locale, zoneOf(choice));
}

/**
 * "Closed", and when the server says when it opens again, that too. `compact` (the quote row's
 * narrow column) puts the time on a second line and keeps the whole sentence for screen readers.
 */
export function ClosedLabel({ instrument, compact = false }: { instrument: Instrument; compact?: boolean }) {
  const when = useReopenText(instrument);
  if (!when) {
    return (
      <span className="closed-pill">
        <Trans>Closed</Trans>
      </span>
    );
  }
  if (!compact) {
    return (
      <span className="closed-pill" data-testid="closed-label">
        <Trans>Closed · opens {when}</Trans>
      </span>
    );
  }
  return (
    <span className="closed-pill closed-pill-stacked" data-testid="closed-label">
      <span aria-hidden="true">
        <Trans>Closed</Trans>
      </span>
      <small aria-hidden="true" dir="auto">
        {when}
      </small>
      <span className="visually-hidden">
        <Trans>Closed · opens {when}</Trans>
      </span>
    </span>
  );
}
