// A list the home screen reloads (features/market/start-then-query.ts), read through the app's one
// cache. Its own module so that the start of / carries only the dynamic import of it.
import type { QueryKey } from '@tanstack/query-core';
import { queryClient } from './index.ts';

/** One request at a time under `key` (calls meanwhile share it); each call asks the server again. */
export function fetchFresh<T>(key: QueryKey, request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return queryClient.fetchQuery({
    queryKey: key,
    queryFn: ({ signal }) => request(signal),
    // Every call asks the server (SPEC.md section 2: the list is read on every visit).
    staleTime: 0,
    // A failed reload is shown at once (the list on screen stays, the offline banner says why);
    // a retry would wait for the network to come back (networkMode offlineFirst) and keep a
    // pull-to-refresh spinning.
    retry: false,
  });
}
