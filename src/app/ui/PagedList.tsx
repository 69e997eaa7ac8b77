import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../lib/error-text.ts';
import { EmptyState, ErrorState } from './states.tsx';

/** What PagedList needs of a paged query: `usePagedList`'s answer (lib/query) fits. */
export interface PagedListView<T> {
  items: T[];
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => Promise<void>;
}

/**
 * The states every paged list shows, in one place: `skeleton` rows while the first page loads,
 * the failure (in the reader's language) with a retry, the empty state, then the items and the list's end, which asks for
 * the next page as it scrolls into view and says "No more" once the list is complete.
 */
export function PagedList<T>({
  list,
  className,
  label,
  testId,
  skeleton,
  empty,
  children,
}: {
  list: PagedListView<T>;
  /** The class of the <ul>, shared by the skeleton and the items. */
  className: string;
  label?: string;
  testId?: string;
  /** The <li> placeholders of the first load. */
  skeleton: ReactNode;
  empty?: ReactNode;
  /** The <li> of the items. */
  children: (items: T[]) => ReactNode;
}) {
  const { i18n } = useLingui();
  if (list.loading)
    return (
      <ul className={className} aria-busy="true">
        {skeleton}
      </ul>
    );
  // The failure in the reader's language (a network or server error), with a retry.
  if (list.error) return <ErrorState message={errorText(list.error, i18n)} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <ul className={className} aria-label={label} data-testid={testId}>
        {children(list.items)}
      </ul>
      <ListEnd hasMore={list.hasMore} loadMore={list.loadMore} />
    </>
  );
}

/** The end of a paged list: asks for the next page when it scrolls into view; "No more" once complete. */
export function ListEnd({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => void }) {
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
    <div ref={node} className="list-end">
      {hasMore ? <Trans>Loading…</Trans> : <Trans>No more</Trans>}
    </div>
  );
}
