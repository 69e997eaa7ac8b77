import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Icon } from '../../../ui/icons.tsx';
import * as shellIcons from '../../../ui/shell-icons.ts';
import { useResetDemoMutation } from '../balance.ts';
import { OfflineNote, useOffline } from '../../offline/OfflineNote.tsx';

/** For a demo user only: what a demo account is, its reset (after a confirmation), and the way to a real one. */
export function DemoPanel() {
  const [asking, setAsking] = useState(false);
  const resetDemo = useResetDemoMutation();
  const offline = useOffline();

  const reset = async () => {
    try {
      await resetDemo.mutateAsync();
    } catch {
      /* the HTTP client showed why, in a toast the open dialog would cover */
    } finally {
      setAsking(false);
    }
  };

  return (
    <section className="user-demo">
      <p>
        <Trans>You are trading with virtual funds. Nothing you do here touches real money.</Trans>
      </p>
      <div className="user-demo-actions">
        <button type="button" className="btn btn-ghost" disabled={offline} onClick={() => setAsking(true)}>
          <Icon path={shellIcons.refresh} size={20} />
          <Trans>Reset demo account</Trans>
        </button>
        <Link to="/register" className="btn">
          <Trans>Open a real account</Trans>
        </Link>
      </div>
      <OfflineNote />
      <ConfirmDialog
        open={asking}
        title={<Trans>Reset the demo account?</Trans>}
        confirmLabel={<Trans>Reset</Trans>}
        danger
        busy={resetDemo.isPending}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <Trans>All open and pending demo orders are closed and the virtual balance returns to its starting amount.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
