import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../ui/states.tsx';

/** The form's main button: disabled with a spinner while its request runs, so it is sent once. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <button type="submit" className="btn btn-block" disabled={busy} aria-busy={busy}>
      {busy && <Spinner label={t`Loading`} />}
      {children}
    </button>
  );
}
