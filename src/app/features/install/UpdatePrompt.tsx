import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { updateWaitingAtom } from './pwa-state.ts';
import './install.css';

/**
 * "Update available": a newer deployment is installed and waiting. Nothing changes under the
 * person until they tap Update (the page then reloads on the new version); Later hides the
 * prompt for this visit, and the next start runs the new version.
 */
export function UpdatePrompt() {
  const update = useAtomValue(updateWaitingAtom);
  const [later, setLater] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!update || later) return null;
  return (
    <section className="pwa-prompt pwa-update" role="status" aria-labelledby="pwa-update-title">
      <div className="pwa-prompt-text">
        <strong id="pwa-update-title">
          <Trans>Update available</Trans>
        </strong>
        <span>
          <Trans>A new version of Lotwise is ready.</Trans>
        </span>
      </div>
      <div className="pwa-prompt-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setLater(true)}>
          <Trans>Later</Trans>
        </button>
        <button
          type="button"
          className="btn"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            update.accept();
          }}
        >
          <Trans>Update</Trans>
        </button>
      </div>
    </section>
  );
}
