// Lists the server sends page by page (news, orders, the ledger, deposit and withdrawal records:
// `page` from 1, replies shaped { data, total } as the contract's Paged). One helper gives every
// such list the same infinite-loading rules, for atomWithInfiniteQuery.
import type { InfiniteData, QueryFunctionContext, QueryKey } from '@tanstack/query-core';

export interface Page<T> {
  readonly data: readonly T[];
  readonly total: number;
}

/**
 * The page after `lastPage`, or undefined when the list is complete: every item counted in
 * `total` has arrived, or the server sent an empty page (so a wrong total cannot make the list
 * ask forever).
 */
export function nextPageParam<T>(lastPage: Page<T>, pages: readonly Page<T>[], lastPageParam: number): number | undefined {
  if (lastPage.data.length === 0) return undefined;
  const loaded = pages.reduce((count, page) => count + page.data.length, 0);
  return loaded < lastPage.total ? lastPageParam + 1 : undefined;
}

/** Infinite-query options for a paged list: `fetchPage(page, signal)` asks the server for one page. */
export function pagedQueryOptions<P extends Page<unknown>, K extends QueryKey>(queryKey: K, fetchPage: (page: number, signal: AbortSignal) => Promise<P>) {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }: QueryFunctionContext<K, number>) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: P, pages: P[], lastPageParam: number) => nextPageParam(lastPage, pages, lastPageParam),
  };
}

/** The items of every page loaded so far, in order, and the server's count of all of them. */
export function pagedItems<T>(data: InfiniteData<Page<T>> | undefined): { items: T[]; total: number } {
  if (!data) return { items: [], total: 0 };
  return { items: data.pages.flatMap((page) => page.data), total: data.pages[data.pages.length - 1]?.total ?? 0 };
}
