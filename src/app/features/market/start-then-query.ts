// The home list's loaders (trade_list, the categories) run on TanStack Query like every other
// list, except the page's first call. The library is 10 KB gzip, and on the start of / it would
// make 140 KB where the budget is 130 (npm run budget; measured with it imported there). So the
// first call goes straight out (it takes the answer the shell preloaded, contract/preload.ts),
// and TanStack Query loads with the first reload, usually long since loaded by another screen.
import type { QueryKey } from '@tanstack/query-core';

/**
 * Wraps `request` (one call to the server, which throws when it fails): the first call runs it
 * at once, with `first` set; a call while that one is on its way joins it; every later call is
 * `queryClient.fetchQuery` under `key`: one request at a time (calls meanwhile share it), in the
 * app's one cache.
 */
export function startThenQuery<T>(key: QueryKey, request: (first: boolean, signal?: AbortSignal) => Promise<T>): () => Promise<T> {
  let start: Promise<T> | undefined;
  let started = false;
  return () => {
    if (!start) {
      start = request(true);
      start.finally(() => (started = true)).catch(() => {});
      return start;
    }
    if (!started) return start;
    return import('../../lib/query/fetch-fresh.ts').then(({ fetchFresh }) => fetchFresh(key, (signal) => request(false, signal)));
  };
}
