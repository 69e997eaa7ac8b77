import type { FastifyInstance } from 'fastify';
import { normalizeLang, ResultCode, type Lang } from '../../contract/index.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import { sendError } from './envelope.ts';
import { refusalOf } from './refusals.ts';

/** What a refusal of the transport (status 400-499) tells the person, by status. */
function refusalText(status: number) {
  return status === 404 || status === 403 ? m.notFound : m.badBody;
}

/**
 * Every error no handler turned into an answer. A refusal the framework or a plugin already
 * named with a 4xx status (an unreadable body 400, a body over the limit 413, a refused path
 * 403) keeps its status, answers the translated envelope, and is a warn-level line without a
 * stack: anyone can cause those at will, and they must not flood the error log. Anything else
 * (a database that is busy or down, a bug) is logged with the request id and answered with a
 * generic translated 500, never a stack trace.
 */
export function installErrorHandling(app: FastifyInstance, translator: (lang: Lang) => Translate) {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const t = translator(normalizeLang(request.headers.lang));
    const status = error.statusCode;
    // A rule refused the request before its handler ran (a rate limit throws a domain error):
    // the same envelope as when the handler refuses.
    const refusal = refusalOf(error, t);
    if (refusal) return sendError(reply, refusal.code, refusal.msg);
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.warn({ status, code: error.code, reason: error.message }, 'request refused');
      const code = status === 404 || status === 403 ? ResultCode.FAULT : ResultCode.BAD_INPUT;
      return sendError(reply, code, t(refusalText(status)), status);
    }
    request.log.error({ err: error }, 'request failed'); // the request logger adds reqId
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
