import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Lang } from '../../contract/index.ts';
import type { Config } from '../config.ts';
import type { Translate } from '../i18n/translate.ts';
import { installNotFound } from '../http/faults.ts';
import { manifestReader } from '../http/route-preload.ts';
import { installShellPreload } from '../http/shell-preload.ts';

/**
 * The built app from STATIC_DIR, when there is one (tests often run without it), and the
 * answer to every path nothing else took: the app's shell for a client route, otherwise a
 * translated 404 envelope.
 */
export async function serveApp(app: FastifyInstance, config: Config, translator: (lang: Lang) => Translate) {
  const indexHtml = join(config.staticDir, 'index.html');
  const hasApp = existsSync(indexHtml);
  if (hasApp) {
    installShellPreload(app, manifestReader(config.staticDir));
    await app.register(fastifyStatic, {
      root: config.staticDir,
      // Looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // The .br and .gz copies written at build time (scripts/precompress.ts), when the browser takes them.
      preCompressed: true,
      // The build's manifest stays the server's (http/route-preload.ts): it names the sources.
      allowedPath: (path) => !path.startsWith('/.vite/'),
      setHeaders(reply, path) {
        // Hashed assets never change; the shell and the service worker must always be checked.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }

  installNotFound(app, translator, hasApp);
}
