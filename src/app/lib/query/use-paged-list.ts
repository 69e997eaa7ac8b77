import { useMemo } from 'react';
import type { InfiniteData, InfiniteQueryObserverResult } from '@tanstack/query-core';
import { useAtomValue, type Atom } from '../../state/store.ts';
import { pagedItems, type Page } from './paged.ts';

/**
 * What a list screen shows of a paged query (an atomWithInfiniteQuery of pagedQueryOptions): the
 * items so far, the first load, the failure when there is nothing to show, and the next page on
 * demand (an infinite list's sentinel) or the whole list again (pull to refresh).
 */
export function usePagedList<T>(queryAtom: Atom<InfiniteQueryObserverResult<InfiniteData<Page<T>>>>) {
  const query = useAtomValue(queryAtom);
  const { items, total } = useMemo(() => pagedItems(query.data), [query.data]);
  return {
    items,
    total,
    loading: query.isPending,
    error: query.isError && !query.data ? query.error : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
    refresh: () => query.refetch().then(() => undefined),
  };
}
