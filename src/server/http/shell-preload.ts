// The shell's answer names the instrument list as a preload (a Link header: the CSP forbids the
// inline script that could otherwise start it), so the quotes of /, /trade and /product travel
// alongside the app's code instead of after it (issue 11). The list's language is the page's:
// from the cookie the app keeps it in; on a first visit, without one, the one the app will pick
// from the browser's languages, which Chromium sends as Accept-Language (langOfBrowser on both
// sides), so the page's first request takes the preloaded answer instead of asking again.
import type { FastifyInstance } from 'fastify';
import { langOfBrowser, normalizeLang } from '../../contract/languages.ts';
import { LANG_COOKIE, LIST_ROUTES, tradeListPreloadUrl } from '../../contract/preload.ts';
import type { Lang } from '../../contract/languages.ts';
import { routePreloadLinks, type RoutePreloads } from './route-preload.ts';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([A-Za-z]+)`);

/** The language tags of an Accept-Language header, most preferred first (`q=0` and `*` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag, index, weight: q === undefined ? 1 : Number(q.slice(2)) || 0 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language the page will start in: its cookie's, else the one the app picks from the browser's. */
export function shellLanguage(cookieHeader: string | undefined, acceptLanguage?: string): Lang {
  const saved = cookieHeader?.match(COOKIE)?.[1];
  return saved ? normalizeLang(saved) : langOfBrowser(acceptedLanguages(acceptLanguage));
}

/** The Link header value for a shell request with these cookies and this Accept-Language. */
export function shellPreloadLink(cookieHeader: string | undefined, acceptLanguage?: string): string {
  // crossorigin: a fetch() on the same origin is a CORS-mode request with same-origin
  // credentials, and only a preload made the same way is handed to it.
  return `<${tradeListPreloadUrl(shellLanguage(cookieHeader, acceptLanguage))}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/**
 * The Link header on the shell: the quotes on the screens that start with them, then the screen's
 * code and its texts (http/route-preload.ts) when the build's manifest is at hand.
 */
export function installShellPreload(app: FastifyInstance, preloads: () => RoutePreloads | null = () => null): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') return payload;
    const path = request.url.split('?')[0]!;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const { cookie } = request.headers;
    const accept = request.headers['accept-language'];
    const lang = shellLanguage(cookie, accept);
    const links = [...(LIST_ROUTES.includes(path) ? [shellPreloadLink(cookie, accept)] : []), ...routePreloadLinks(preloads()?.filesFor(path, lang) ?? [])];
    if (links.length > 0) {
      reply.header('link', links.join(', '));
      // The Link header depends on both: a shared cache must not hand one reader's preload
      // (another language's list) to the next.
      const vary = String(reply.getHeader('vary') ?? '');
      const named = new Set(
        vary
          .split(',')
          .map((v) => v.trim().toLowerCase())
          .filter(Boolean),
      );
      const add = ['Cookie', 'Accept-Language'].filter((h) => !named.has(h.toLowerCase()));
      if (add.length > 0) reply.header('vary', [vary, ...add].filter(Boolean).join(', '));
    }
    return payload;
  });
}
