import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from './states.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import './dialog.css';

/**
 * A yes/no question before an action that cannot be taken back (log out, reset the demo
 * account). Built on <dialog> like the drawer: focus stays inside, Escape and a tap on the
 * backdrop cancel, the page behind is inert. While `busy`, it cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  const titleId = useId();
  const bodyId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <dialog
      ref={ref}
      className="confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onClick={(event) => {
        if (event.target === ref.current) cancel(); // a tap on the backdrop
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children && (
        <div id={bodyId} className="confirm-body">
          {children}
        </div>
      )}
      <div className="confirm-actions">
        <button type="button" className="btn btn-ghost" onClick={cancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className={danger ? 'btn btn-danger' : 'btn'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy && <Spinner label={t`Loading`} />}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
