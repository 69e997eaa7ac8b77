import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../../state/store.ts';
import { formatAsOf } from './as-of.ts';
import { offlineAtom, pricesAsOfAtom } from '../../state/quotes.ts';
import { timeSettingsAtom } from '../../state/time-zone.ts';
import './offline.css';

/**
 * The strip at the top of every screen while the app is offline: it says so and how old the
 * prices are. It is part of the startup bundle on purpose: when it is needed, the server may
 * be the thing that is gone, so its code could not be fetched then. The live region is always
 * in the page (empty while online), so screen readers hear the banner appear and go.
 */
export function OfflineBanner() {
  const offline = useAtomValue(offlineAtom);
  return (
    <div className="offline-banner" role="status" data-offline={offline}>
      {offline && <OfflineText />}
    </div>
  );
}

/** Only while offline: the prices' time changes with every tick, which online redraws nothing here. */
function OfflineText() {
  const asOf = useAtomValue(pricesAsOfAtom);
  const { i18n } = useLingui();
  const { zone } = useAtomValue(timeSettingsAtom);
  const time = asOf === null ? null : formatAsOf(asOf, i18n.locale, Date.now(), zone);
  return (
    <p>
      <span className="offline-dot" aria-hidden="true" />
      {time ? <Trans>Offline · prices as of {time}</Trans> : <Trans>Offline</Trans>}
    </p>
  );
}
