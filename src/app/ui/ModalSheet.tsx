import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons.tsx';
import * as screenIcons from './screen-icons.ts';
import { useModalDialog } from './use-modal-dialog.ts';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A modal panel with a title and a close button, built on <dialog>: focus stays inside, Escape
 * or a tap on the backdrop closes it, the page behind is inert. `kind` names its CSS (`drawer`
 * slides in from the side, `bottom-sheet` rises from the bottom); the body renders only while open.
 */
export function ModalSheet({ kind, open, onClose, title, children }: SheetProps & { kind: 'drawer' | 'bottom-sheet' }) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  const content = (
    <>
      <header className={`${kind}-head`}>
        <h2>{title}</h2>
        <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
          <Icon path={screenIcons.close} />
        </button>
      </header>
      <div className={`${kind}-body`}>{open && children}</div>
    </>
  );
  return (
    <dialog
      ref={ref}
      className={kind}
      aria-label={title}
      // React passes a nested dialog's close and cancel (a ConfirmDialog inside the sheet) up
      // to this one: only this dialog's own events close the sheet.
      onClose={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a tap on the backdrop
      }}
    >
      {kind === 'drawer' ? <div className="drawer-panel">{content}</div> : content}
    </dialog>
  );
}
