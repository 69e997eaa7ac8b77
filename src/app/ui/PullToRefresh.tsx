import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from './states.tsx';

const TRIGGER_PX = 64;
const MAX_PULL_PX = 96;
/** The spinner shows at least this long (SPEC.md section 4). */
const SPIN_MS = 500;

/** Pull down at the top of the page to refresh; touch only, the content scrolls as usual. */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useLingui();
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 && !refreshing ? event.touches[0].clientY : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const distance = event.touches[0].clientY - start.current;
    setPull(distance > 0 ? Math.min(MAX_PULL_PX, distance * 0.5) : 0);
  };
  const onTouchEnd = () => {
    const pulled = pull;
    start.current = null;
    setPull(0);
    if (pulled < TRIGGER_PX * 0.75) return;
    setRefreshing(true);
    const spin = new Promise((resolve) => setTimeout(resolve, SPIN_MS));
    void Promise.allSettled([onRefresh(), spin]).then(() => setRefreshing(false));
  };

  const offset = refreshing ? 44 : pull;
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div className="ptr-indicator" style={{ blockSize: offset }} aria-hidden={!refreshing}>
        {(refreshing || pull > 8) && <Spinner label={t`Refreshing`} />}
      </div>
      {children}
    </div>
  );
}
