import { Trans } from '@lingui/react/macro';
import { useAtomValue } from '../../state/store.ts';
import { offlineAtom } from '../../state/quotes.ts';
import './offline.css';

/** True while the app is offline: trading and money buttons are disabled with <OfflineNote />. */
export const useOffline = () => useAtomValue(offlineAtom);

/** Why the trading and money buttons nearby are disabled; nothing while online. */
export function OfflineNote({ id }: { id?: string }) {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p className="offline-note" id={id} role="note">
      <Trans>You are offline. Trading and money actions will be back when the connection is.</Trans>
    </p>
  );
}
