import { Trans } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { useCopy } from '../../ui/use-copy.ts';

/** A "Copy" button for `text` (an address, an invite link); what it says after is useCopy's. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const copy = useCopy();
  return (
    <button type="button" className="btn btn-ghost copy-btn" onClick={() => void copy(text)} aria-label={label}>
      <Icon path={screenIcons.copy} size={18} />
      <Trans>Copy</Trans>
    </button>
  );
}
