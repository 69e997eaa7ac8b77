// Where the install card and the update prompt appear. The slots are on the startup path; the
// prompts' code (and their CSS) loads only when there is something to show.
import { lazy, Suspense } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { installOfferAtom, returningVisitorAtom, updateWaitingAtom } from './pwa-state.ts';
import { isIosSafariInstallable, isStandalone } from './standalone.ts';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx').then((m) => ({ default: m.UpdatePrompt })));
const InstallCard = lazy(() => import('./InstallCard.tsx').then((m) => ({ default: m.InstallCard })));

export function UpdateSlot() {
  const update = useAtomValue(updateWaitingAtom);
  return update ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

/**
 * On home: the install card, where the browser offers to install or on iOS Safari, from the
 * second start on (a first visit is for the quotes; a card popping up over them would also be
 * the first screen's largest paint).
 */
export function InstallSlot() {
  const offer = useAtomValue(installOfferAtom);
  const returning = useAtomValue(returningVisitorAtom);
  if (!returning || isStandalone() || (!offer && !isIosSafariInstallable())) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  );
}
