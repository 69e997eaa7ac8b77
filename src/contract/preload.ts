// The instrument list the shell asks the browser to fetch alongside the app's code (SPEC.md
// section 2: / loads trade_list on every visit). The page's first trade_list call must request
// exactly this URL, with no headers, or the browser fetches it a second time: so the language
// travels as a query parameter here and there is no timestamp `t` (the service worker keys its
// copy without `t` anyway; API answers carry no validators, so the HTTP cache keeps none).
import type { Lang } from './languages.ts';

export const TRADE_LIST_PATH = '/v1/api/forex/trade_list';

/** The routes whose first screen is the instrument list. */
export const LIST_ROUTES: readonly string[] = ['/', '/trade', '/product'];

/** Query of the preloaded call: the input as the caller sends it, then the language. */
export function preloadQuery(input: Record<string, string>, lang: Lang): string {
  const params = new URLSearchParams(input);
  params.set('lang', lang);
  return params.toString();
}

/** The URL (path and query) the shell preloads and the page's first trade_list requests. */
export const tradeListPreloadUrl = (lang: Lang) => `${TRADE_LIST_PATH}?${preloadQuery({ searchCurrency: '' }, lang)}`;

/** The cookie the page keeps its language in, so the server can preload the list in that language. */
export const LANG_COOKIE = 'lang';
