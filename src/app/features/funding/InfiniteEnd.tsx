import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';

/** The end of a paged list: asks for the next page when it scrolls into view; "no more" once complete. */
export function InfiniteEnd({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => void }) {
  const node = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  load.current = loadMore;
  useEffect(() => {
    const target = node.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load.current());
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={node} className="money-list-end">
      {hasMore ? <Trans>Loading…</Trans> : <Trans>No more</Trans>}
    </div>
  );
}
