import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of every reply. The session token sits in localStorage, so a
 * script injected into the page could take over an account for 30 days: the policy allows
 * only the app's own files to run, and the page to talk only to its own origin.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // No inline script and no eval: only the built bundles of this origin run.
  'script-src': ["'self'"],
  // Stylesheets from this origin only; style attributes (React's `style=`, klinecharts) are
  // set through the CSSOM, which a policy does not restrict.
  'style-src': ["'self'"],
  // The captcha is a data: URL; charts may export blob: pictures.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // 'self' also matches ws: and wss: on the same host and port (CSP level 3), so the live
  // socket at /v1/ws needs no host written here.
  'connect-src': ["'self'"],
  // The socket's SharedWorker and the service worker are files of this origin.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Browser features the app never uses; a script that got in cannot ask for them either. */
export const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'midi=()', 'browsing-topics=()'].join(', ');

/** API replies carry a person's balances and orders: no cache, shared or private, keeps them. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/v1/');
}

/**
 * Headers that only a document (or a worker's own script) reads: the policy a page or worker runs
 * under, framing, referrers, features, the opener. A script the page imports, or a stylesheet,
 * runs under its page's policy, so on those these are about 1 KB of bytes per file over the
 * network and nothing else (issue 21: 21 scripts made `/` weigh 24 KB of headers). nosniff,
 * Cross-Origin-Resource-Policy and HSTS stay: they do apply to a script.
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * A built script or stylesheet that no worker starts from. A worker's entry (Vite names it
 * `<name>.worker-<hash>.js`; the service worker is /sw.js, outside /assets) gets its policy from
 * its own reply, so it keeps every header.
 */
export function isSubresourceAsset(url: string): boolean {
  return /^\/assets\/[^/?#]+\.(?:js|css)(?:[?#]|$)/.test(url) && !/\.worker-[^/]*\.js/.test(url);
}

/**
 * Security headers on every reply (the app, its files, the API, errors): helmet's set with
 * the policy above, a Permissions-Policy (helmet has none), and no-store on the API. Static
 * files keep the cache headers @fastify/static gives them; a page's scripts and stylesheets
 * drop the headers only a document reads.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Sent over HTTPS only matters there; the operator's other subdomains are not ours to pin.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
  app.addHook('onSend', async (request, reply) => {
    if (isSubresourceAsset(request.url)) for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
  });
}
