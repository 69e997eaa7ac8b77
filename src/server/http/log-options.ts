import type { FastifyRequest } from 'fastify';

/** Query parameters that open an account or prove who someone is: never written to a log. */
const SECRET_PARAMS = ['demo_id', 'token', 'password', 're_password', 'new_password', 'secondary_password', 'sms_code', 'auth_code'];
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');
const CENSOR = '[redacted]';

/** A URL as it may be logged: the values of secret parameters replaced (demo_id opens a demo account). */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAM, `$1${CENSOR}`);
}

/**
 * The server log's options: the request serializer writes the URL without its secrets, and
 * pino's `redact` blanks tokens wherever a log call might carry them (the authorization header,
 * `token` and `demo_id` fields, a socket login's message). `stream` lets a test read the log.
 */
export function logOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'token', 'demo_id', '*.token', '*.demo_id', '*.*.token', '*.*.demo_id'],
      censor: CENSOR,
    },
    serializers: {
      // Fastify's own fields; a serializer must never throw, whatever a log call hands it.
      req: (request: Partial<FastifyRequest> | undefined) => ({
        method: request?.method,
        url: typeof request?.url === 'string' ? loggableUrl(request.url) : undefined,
        host: request?.host,
        remoteAddress: request?.ip,
        remotePort: request?.socket?.remotePort,
      }),
    },
  };
}
