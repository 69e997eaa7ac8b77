import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from '../../../state/store.ts';
import { Spinner } from '../../../ui/states.tsx';
import { codeCooldownsAtom, startCooldown, useCooldown } from '../code-cooldown.ts';

/**
 * 'Send code', then a 60 s countdown before it can be used again; disabled while what the
 * address needs is loading (`waiting`: the country list). `send` returns false when
 * the address is not ready (its field shows why) and rejects when the server refused (the
 * HTTP client showed its message); only a sent code starts the countdown.
 */
export function SendCodeButton({ target, send, waiting = false }: { target: string; send: () => Promise<boolean>; waiting?: boolean }) {
  const { t } = useLingui();
  const setCooldowns = useSetAtom(codeCooldownsAtom);
  const left = useCooldown(target);
  const [sending, setSending] = useState(false);

  const click = async () => {
    if (sending || left > 0) return;
    setSending(true);
    try {
      if (await send()) setCooldowns(startCooldown(target));
    } catch {
      /* shown by the HTTP client */
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="field-action" onClick={() => void click()} disabled={sending || left > 0 || waiting} aria-busy={waiting || undefined}>
      {sending ? <Spinner label={t`Sending`} /> : left > 0 ? <Trans>Resend in {left} s</Trans> : <Trans>Send code</Trans>}
    </button>
  );
}
