// Server state of /news and /news/detail: the paged list of category 1 and one article.
import type { News } from '../../../contract/content.ts';
import { api } from '../../lib/http/index.ts';
import { atomWithInfiniteQuery, atomWithQuery, pagedQueryOptions } from '../../lib/query/index.ts';
import { languageAtom } from '../../state/language.ts';
import { newsKeys } from './keys.ts';

/** SPEC.md section 7: the news list is category 1. */
const NEWS_CATEGORY = 1;
/** Articles change seldom; a revisit within this time shows what was read. */
const NEWS_FRESH_MS = 5 * 60_000;

export const newsListAtom = atomWithInfiniteQuery((get) => ({
  ...pagedQueryOptions(newsKeys.list(get(languageAtom)), (page, signal) => api('newsList', { category_id: NEWS_CATEGORY, page }, { signal })),
  staleTime: NEWS_FRESH_MS,
}));

const articleAtoms = new Map<number, ReturnType<typeof makeArticleAtom>>();
function makeArticleAtom(id: number) {
  return atomWithQuery<News>((get) => ({
    queryKey: newsKeys.detail(id, get(languageAtom)),
    queryFn: ({ signal }) => api('newsInfo', { id }, { signal }),
    staleTime: NEWS_FRESH_MS,
  }));
}

/** One article's query, made once per id. */
export function articleAtom(id: number) {
  let atom = articleAtoms.get(id);
  if (!atom) articleAtoms.set(id, (atom = makeArticleAtom(id)));
  return atom;
}
