import { Suspense, lazy } from 'react';
import { tokenAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';

// The badge, its count's upkeep and the support calls load only for a signed-in user, after the
// first screen's code: a guest has no replies, and the start of / carries about 0.5 KB less.
const SupportTabBadge = lazy(() => import('./SupportTabBadge.tsx'));

/** The Mine tab's badge while signed in (signed out, unread-count.ts reads 0). */
export function SupportTabBadgeSlot() {
  return useAtomValue(tokenAtom) ? (
    <Suspense fallback={null}>
      <SupportTabBadge />
    </Suspense>
  ) : null;
}
