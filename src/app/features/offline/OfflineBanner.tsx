import { Trans, useLingui } from '@lingui/react/macro';
import { formatAsOf } from './as-of.ts';
import './offline.css';

/** The banner's words: that the app is offline, and how old the prices are (`asOf`, ms since the epoch). */
export function OfflineBanner({ asOf }: { asOf: number | null }) {
  const { i18n } = useLingui();
  const time = asOf === null ? null : formatAsOf(asOf, i18n.locale);
  return (
    <p>
      <span className="offline-dot" aria-hidden="true" />
      {time ? <Trans>Offline · prices as of {time}</Trans> : <Trans>Offline</Trans>}
    </p>
  );
}
