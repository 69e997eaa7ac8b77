// The shell's answer names the instrument list as a preload (a Link header: the CSP forbids the
// inline script that could otherwise start it), so the quotes of /, /trade and /product travel
// alongside the app's code instead of after it (issue 11). The list's language is the page's,
// from the cookie the app keeps it in; the app's default before it has one.
import type { FastifyInstance } from 'fastify';
import { normalizeLang } from '../../contract/languages.ts';
import { LANG_COOKIE, LIST_ROUTES, tradeListPreloadUrl } from '../../contract/preload.ts';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([A-Za-z]+)`);

/** The Link header value for a shell request with these cookies. */
export function shellPreloadLink(cookieHeader: string | undefined): string {
  const lang = normalizeLang(cookieHeader?.match(COOKIE)?.[1]);
  // crossorigin: a fetch() on the same origin is a CORS-mode request with same-origin
  // credentials, and only a preload made the same way is handed to it.
  return `<${tradeListPreloadUrl(lang)}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

export function installShellPreload(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') return payload;
    const path = request.url.split('?')[0]!;
    const type = reply.getHeader('content-type');
    if (LIST_ROUTES.includes(path) && typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('link', shellPreloadLink(request.headers.cookie));
    }
    return payload;
  });
}
