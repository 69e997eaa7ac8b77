// What reaches a person on every screen, loaded after the first screen (main.tsx): the service
// worker's messages for every visitor, and the signed-in notices (SignedInNotices: trade events,
// the inbox) only once a session exists, so a guest's first visit does not load them (issue 21).
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { useWorkerNotices } from '../inbox/worker-notices.ts';

// A chunk that cannot load (offline before the service worker had it, a deployment that replaced
// it) leaves the notices out rather than taking the app down with it.
const SignedInNotices = lazy(() => import('./SignedInNotices.tsx').catch(() => ({ default: () => null })));

export default function AppNotices(): ReactNode {
  useWorkerNotices();
  const signedIn = useAtomValue(sessionAtom) !== null;
  // Once loaded they stay mounted: a logout goes through their own clean-up (the unread count and
  // the app badge back to 0, the margin-call banner gone), as it did when every visitor had them.
  const [wanted, setWanted] = useState(signedIn);
  if (signedIn && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SignedInNotices />
    </Suspense>
  ) : null;
}
