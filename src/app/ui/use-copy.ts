import { useLingui } from '@lingui/react/macro';
import { showToast } from './toast.ts';

/**
 * Every copy action (an address, an invite link, the complaint email, the service link) copies
 * and answers the same way: "copy success" (SPEC.md's fixed text), or, when the browser refuses
 * the clipboard (no permission, an insecure page), a request to copy the text by hand.
 */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useLingui();
  return (text) =>
    navigator.clipboard
      .writeText(text)
      .then(() => showToast(t`copy success`, 'success'))
      .catch(() => showToast(t`Could not copy. Select the text and copy it yourself.`, 'error'));
}
