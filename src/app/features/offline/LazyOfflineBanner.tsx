import { lazy, Suspense } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { offlineAtom, pricesAsOfAtom } from './connectivity.ts';

// The banner's code (and its styles) loads the first time the app goes offline; the service
// worker precaches it, so it is there with no network too.
const OfflineBanner = lazy(() => import('./OfflineBanner.tsx').then((m) => ({ default: m.OfflineBanner })));

/**
 * The strip at the top of every screen while the app is offline. The live region is always in
 * the page (empty while online), so screen readers hear the banner appear and go.
 */
export function OfflineBannerSlot() {
  const offline = useAtomValue(offlineAtom);
  const asOf = useAtomValue(pricesAsOfAtom);
  return (
    <div className="offline-banner" role="status" data-offline={offline}>
      {offline && (
        <Suspense fallback={null}>
          <OfflineBanner asOf={asOf} />
        </Suspense>
      )}
    </div>
  );
}
