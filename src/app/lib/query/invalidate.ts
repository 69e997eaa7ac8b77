// "Read again from now on", which a bare invalidateQueries does not quite mean.
import type { QueryClient, QueryKey } from '@tanstack/query-core';

/**
 * Invalidates every query under `queryKey` so that each active one reads the server again after
 * the change that called this. TanStack Query cancels an in-flight refetch of data it already
 * has, but joins a FIRST load still in flight instead of starting a new read: a list whose first
 * read left just before a change (a take-profit closing while /trade's panel was still loading
 * its History count) would get the count from before the change, and keep it, the invalidation
 * being spent on that old read. Such first loads are cancelled first (they go back to "not
 * loaded"), so the invalidation starts fresh reads for them too.
 */
export async function invalidateFromNow(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching' });
  await client.invalidateQueries({ queryKey });
}
