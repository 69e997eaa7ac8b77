import type { FastifyInstance } from 'fastify';
import { normalizeLang, ResultCode, type Lang } from '../../contract/index.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import { sendError } from './envelope.ts';
import { refusalOf } from './refusals.ts';

/**
 * Unreadable requests get a translated 'could not be read'; anything unexpected is logged with
 * the request id and answered with a generic translated message, never a stack trace.
 */
export function installErrorHandling(app: FastifyInstance, translator: (lang: Lang) => Translate) {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const t = translator(normalizeLang(request.headers.lang));
    // A rule refused the request before its handler ran (a rate limit): the same envelope as
    // when the handler refuses.
    const refusal = refusalOf(error, t);
    if (refusal) return sendError(reply, refusal.code, refusal.msg);
    if (error.code?.startsWith('FST_ERR_CTP') || error.statusCode === 400 || error.statusCode === 415) {
      request.log.info({ reqId: request.id, err: error.message }, 'unreadable request');
      return sendError(reply, ResultCode.BAD_INPUT, t(m.badBody));
    }
    if (error.statusCode === 413) return sendError(reply, ResultCode.BAD_INPUT, t(m.badBody), 413);
    request.log.error({ reqId: request.id, err: error }, 'request failed');
    return sendError(reply, ResultCode.FAULT, t(m.fault), 500);
  });
}

/** Unknown API paths answer a translated 404 envelope; any other GET gets the app shell (client routes). */
export function installNotFound(app: FastifyInstance, translator: (lang: Lang) => Translate, serveShell: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path.startsWith('/api/') || path.startsWith('/v1/');
    // Client routes get the shell; a missing file (an old hashed chunk) gets a real 404, never
    // HTML that a script tag would try to run.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !isFile && request.method === 'GET' && serveShell) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const t = translator(normalizeLang(request.headers.lang));
    return sendError(reply, ResultCode.FAULT, t(m.notFound), 404);
  });
}
