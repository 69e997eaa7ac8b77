import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { showToast } from '../../ui/toast.ts';

/** Copies `text` to the clipboard and says "copy success" (SPEC.md); a refused clipboard says so. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useLingui();
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => showToast(t`copy success`, 'success'))
      .catch(() => showToast(t`Could not copy. Select the text and copy it yourself.`, 'error'));
  return (
    <button type="button" className="btn btn-ghost copy-btn" onClick={() => void copy()} aria-label={label}>
      <Icon path={screenIcons.copy} size={18} />
      <Trans>Copy</Trans>
    </button>
  );
}
