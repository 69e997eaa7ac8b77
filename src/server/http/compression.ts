import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers go out compressed (brotli at a quick level, or gzip) when the client asks and
 * they are worth it; the app's files are compressed once at build time instead (see
 * scripts/precompress.ts and the static plugin's preCompressed). Register before the routes.
 */
export async function installCompression(app: FastifyInstance, options: { minBytes: number }) {
  await app.register(compress, {
    global: true,
    threshold: options.minBytes,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses an instrument list nearly as well as 11, in a fraction of the time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Calls whose answer carries a session token are sent uncompressed: a secret compressed beside
 * text an attacker can choose (the account name) could be guessed from the sizes (BREACH).
 */
export const UNCOMPRESSED_CALLS: ReadonlySet<string> = new Set(['login', 'register', 'createDemo']);
