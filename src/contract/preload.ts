// The instrument list the shell asks the browser to fetch alongside the app's code (SPEC.md
// section 2: / loads trade_list on every visit). The page's first trade_list call must request
// exactly this URL, with no headers, or the browser fetches it a second time: so the language
// travels as a query parameter here and there is no timestamp `t` (the service worker keys its
// copy without `t` anyway; API answers carry no validators, so the HTTP cache keeps none).
import { marketCalls } from './calls/market.ts';
import type { Lang } from './languages.ts';

/** The routes whose first screen is the instrument list. */
export const LIST_ROUTES: readonly string[] = ['/', '/trade', '/product'];

/**
 * The URL (path and query) the shell preloads and the page's first trade_list requests: the
 * input as the app's caller sends it (lib/http/caller.ts), then the language.
 */
export function tradeListPreloadUrl(lang: Lang): string {
  const params = new URLSearchParams({ searchCurrency: '' });
  params.set('lang', lang);
  return `${marketCalls.tradeList.path}?${params}`;
}

/** The cookie the page keeps its language in, so the server can preload the list in that language. */
export const LANG_COOKIE = 'lang';
