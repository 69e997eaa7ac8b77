import { Trans } from '@lingui/react/macro';
import { offlineAtom, socketStatusAtom } from '../../state/quotes.ts';
import { useAtomValue } from '../../state/store.ts';

/**
 * A discreet dot telling whether prices are live (socket open) or reconnecting. Offline it
 * gives way to the offline banner, which says so and how old the prices are: never "Offline"
 * and "Connecting" at once (issue 19).
 */
export function LiveBadge() {
  const status = useAtomValue(socketStatusAtom);
  if (useAtomValue(offlineAtom)) return null;
  return (
    <span className={`live-badge live-${status}`}>
      <span className="live-dot" aria-hidden="true" />
      {status === 'open' ? <Trans>Live</Trans> : <Trans>Connecting</Trans>}
    </span>
  );
}
