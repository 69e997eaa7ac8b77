import { Suspense, lazy, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { withWholeTexts } from '../../lib/whole-texts.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';

// The sheet (its form, the alert calls and TanStack Query) loads on the first tap only.
// With the rest of the catalog: a first /trade starts with the texts of its first paint only.
const AlertSheet = lazy(withWholeTexts(() => import('./AlertSheet.tsx')));

/** /trade header's bell: sets a price alert on the instrument; a guest is asked to log in first. */
export function AlertBell({ instrument }: { instrument: Instrument }) {
  const { t } = useLingui();
  const signedIn = useAtomValue(sessionAtom) !== null;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-haspopup="dialog"
        aria-label={t`Set a price alert`}
        data-testid="alert-bell"
        onClick={() => (signedIn ? setOpen(true) : void navigate({ to: '/login', search: { from: '/trade' } }))}
      >
        <Icon path={screenIcons.priceAlertBell} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertSheet instrumentId={instrument.Id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
