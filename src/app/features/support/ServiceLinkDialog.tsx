import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { useCopy } from '../../ui/use-copy.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import '../../ui/dialog.css';
import './support.css';

/** service_link_type 2: the customer-service link, to read and copy (it is not opened from here). */
export function ServiceLinkDialog({ open, link, onClose }: { open: boolean; link: string; onClose: () => void }) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const copy = useCopy();
  return (
    <dialog
      ref={ref}
      className="confirm service-link"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a tap on the backdrop
      }}
    >
      <h2 id={titleId}>
        <Trans>Customer service</Trans>
      </h2>
      <div className="confirm-body">
        <p>
          <Trans>Copy this link and open it to reach our customer service.</Trans>
        </p>
        <p className="service-link-value" dir="ltr" data-testid="service-link">
          {link}
        </p>
      </div>
      <div className="confirm-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
        <button type="button" className="btn" onClick={() => void copy(link)}>
          <Icon path={screenIcons.copy} size={18} />
          <Trans>Copy</Trans>
        </button>
      </div>
    </dialog>
  );
}
