import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

/** A modal sheet rising from the bottom (a <dialog>: focus stays inside, Escape or the backdrop closes). */
export function BottomSheet({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="bottom-sheet"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <header className="bottom-sheet-head">
        <h2>{title}</h2>
        <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      {open && <div className="bottom-sheet-body">{children}</div>}
    </dialog>
  );
}
