import { useState } from 'react';

/**
 * One confirmed action: `ask(run)` opens the confirmation, `confirm()` runs it with `busy` set
 * (buttons disabled) and closes the confirmation when it ends, whether it succeeded or not.
 */
export function useConfirmedAction() {
  const [pending, setPending] = useState<(() => Promise<unknown>) | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    open: pending !== null,
    busy,
    ask: (run: () => Promise<unknown>) => setPending(() => run),
    cancel: () => !busy && setPending(null),
    confirm: () => {
      if (!pending || busy) return;
      setBusy(true);
      pending()
        .catch(() => undefined) // the http client has shown the error already
        .finally(() => {
          setBusy(false);
          setPending(null);
        });
    },
  };
}
