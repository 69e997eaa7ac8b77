import { Trans } from '@lingui/react/macro';
import { socketStatusAtom } from '../../state/quotes.ts';
import { useAtomValue } from '../../state/store.ts';

/** A discreet dot telling whether prices are live (socket open) or reconnecting. */
export function LiveBadge() {
  const status = useAtomValue(socketStatusAtom);
  return (
    <span className={`live-badge live-${status}`}>
      <span className="live-dot" aria-hidden="true" />
      {status === 'open' ? <Trans>Live</Trans> : <Trans>Connecting</Trans>}
    </span>
  );
}
