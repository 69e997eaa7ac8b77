import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/states.tsx';
import { OfflineNote, useOffline } from '../offline/OfflineNote.tsx';

/**
 * A money form's main button: disabled with a spinner while its request runs, so it is sent
 * once; and disabled offline with the reason under it, as every money and trading button is.
 */
export function MoneySubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const offline = useOffline();
  const noteId = useId();
  return (
    <>
      <button type="submit" className="btn btn-block" disabled={busy || offline} aria-busy={busy} aria-describedby={offline ? noteId : undefined}>
        {busy && <Spinner label={t`Loading`} />}
        {children}
      </button>
      <OfflineNote id={noteId} />
    </>
  );
}
