import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import type { Lang } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Translate } from '../i18n/translate.ts';
import { installErrorHandling } from '../http/faults.ts';
import { installSecurityHeaders } from '../http/security-headers.ts';
import { registerWriteLimits } from '../http/rate-limits.ts';
import { databaseStore } from '../cluster/write-limits.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { installCompression } from '../http/compression.ts';
import { onSocketError } from '../ws/socket-errors.ts';

/**
 * What every request goes through before a route: security headers, compression, the write
 * rate limits, form bodies, the socket upgrade, the request id header, and the error handler
 * that turns any fault into a translated envelope.
 */
export async function installPlugins(app: FastifyInstance, { config, clock, translator, db }: { config: Config; clock: Clock; translator: (lang: Lang) => Translate; db: Executor }) {
  await installSecurityHeaders(app);
  await installCompression(app, { minBytes: config.compressMinBytes });
  // A node of a cluster counts them with the other nodes, in the database.
  const store = config.natsUrl ? databaseStore(db, clock, (error) => app.log.warn({ err: error }, 'write limits: the count could not be read; admitted')) : undefined;
  await registerWriteLimits(app, { limits: config.writeLimits, clock, store });
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: onSocketError });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installErrorHandling(app, translator);
}
