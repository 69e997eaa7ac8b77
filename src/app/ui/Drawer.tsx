import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import './drawer.css';

/**
 * A modal panel sliding in from the inline-start side (left, or right in Arabic). Built on
 * <dialog>: focus stays inside, Escape closes, the page behind is inert.
 */
export function Drawer({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-label={title}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a tap on the backdrop
      }}
    >
      <div className="drawer-panel">
        <header className="drawer-head">
          <h2>{title}</h2>
          <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="drawer-body">{open && children}</div>
      </div>
    </dialog>
  );
}
