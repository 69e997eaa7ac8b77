import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/states.tsx';
import { afterSignInHref } from '../../lib/guards.ts';
import { openDemoAccount } from './demo.ts';

/** 'Try a demo account': a guest trades with virtual money at once, and lands where they were going. */
export function DemoEntry({ from }: { from: string | undefined }) {
  const { t } = useLingui();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await openDemoAccount();
      await router.navigate({ href: afterSignInHref(from), replace: true });
    } catch {
      /* the HTTP client showed why */
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-block" onClick={() => void start()} disabled={busy} aria-busy={busy}>
        {busy && <Spinner label={t`Loading`} />}
        <Trans>Try a demo account</Trans>
      </button>
      <p className="auth-note">
        <Trans>Practise with virtual funds. No registration needed.</Trans>
      </p>
    </>
  );
}
