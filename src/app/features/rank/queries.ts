// Server state of /rank: the paged followList (the copy-trading ranking).
import { api } from '../../lib/http/index.ts';
import { atomWithInfiniteQuery, pagedQueryOptions } from '../../lib/query/index.ts';
import { languageAtom } from '../../state/language.ts';

export const rankKeys = {
  all: ['rank'] as const,
  list: (lang: string) => ['rank', 'list', lang] as const,
};

/** The server computes the ranking at most once a minute; a revisit within it shows what was read. */
const RANK_FRESH_MS = 60_000;

export const rankListAtom = atomWithInfiniteQuery((get) => ({
  ...pagedQueryOptions(rankKeys.list(get(languageAtom)), (page, signal) => api('followList', { page }, { signal })),
  staleTime: RANK_FRESH_MS,
}));
