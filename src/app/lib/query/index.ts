// Server state (DESIGN.md, STYLE.md 3): TanStack Query bound to the app's one jotai store. Feature
// modules import the library from here only, as they import jotai from state/store.ts.
//
// This module is loaded with the screens that use it and never on the startup path of /: the
// home list's first request goes without it (features/market/start-then-query.ts), and
// `npm run budget` checks that the JavaScript for / does not grow. Route files must not import
// it statically either (a route's loader is part of the startup bundle; only its component is
// split off).
import { store } from '../../state/store.ts';
import { bindQueryClient } from './bind.ts';
import { createQueryClient } from './client.ts';

export const queryClient = createQueryClient();
bindQueryClient(store, queryClient);

export { atomWithInfiniteQuery, atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
export { skipToken, type InfiniteData, type QueryKey } from '@tanstack/query-core';
export { nextPageParam, pagedItems, pagedQueryOptions, type Page } from './paged.ts';
export { usePagedList } from './use-paged-list.ts';
export { invalidateFromNow } from './invalidate.ts';
