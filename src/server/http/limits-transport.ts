import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DEFAULT_LANG, normalizeLang, ResultCode, type Lang } from '../../contract/index.ts';
import type { Config, TrustProxy } from '../config.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';

/** The largest body a call may send; the biggest real one (a profile form) is a few kB. */
export const BODY_LIMIT = 1_048_576;
/** Request headers beyond this are refused (431): Node's default, written down. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Fastify's transport limits: a request must arrive whole within `requestTimeoutMs` (a body
 * trickled a byte at a time is cut with 408), bodies and headers have a size cap, and what
 * Fastify refuses before any route runs still answers the translated envelope.
 */
export function transportOptions(config: Config, translator: (lang: Lang) => Translate): FastifyHttpOptions<Server> {
  const timeout = config.requestTimeoutMs;
  return {
    bodyLimit: BODY_LIMIT,
    requestTimeout: timeout,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      requestTimeout: timeout,
      // Headers are part of the request: they get no longer than the whole of it.
      headersTimeout: timeout,
      // Node looks for overdue requests on this interval (30 s by default, which would let a
      // 30 s limit run to a minute).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeout / 4))),
    },
    // Only behind a known proxy may X-Forwarded-For set the client address (per-address limits).
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, translator),
    clientErrorHandler(this: FastifyInstance, error, socket) {
      answerClientError(this.log, error as Error & { code?: string }, socket, translator(DEFAULT_LANG));
    },
  };
}

/**
 * Fastify 5.12 reads a bare number as "trust no proxy" (it cannot check who sent the header),
 * so a hop count becomes a function: the socket's peer and the next hops-1 entries of
 * X-Forwarded-For are proxies; the entry after them is the client.
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** A URL Fastify cannot route (bad percent-encoding, an over-long parameter): 400 and the envelope. */
function answerFrameworkError(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply, translator: (lang: Lang) => Translate) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.warn({ reason: error.message }, 'unroutable request');
  const t = translator(normalizeLang(request.headers.lang));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code: ResultCode.BAD_INPUT, msg: t(m.badBody), data: null });
}

/**
 * What Node refuses before Fastify sees a request (headers too large, a request that took too
 * long, bytes that are not HTTP): the envelope in the site's default language, since the
 * request's own language header could not be read, then the connection is closed.
 */
function answerClientError(log: { debug: (o: object, msg: string) => void }, error: Error & { code?: string }, socket: Socket, t: Translate) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  // Anyone can send these at will: a debug line, never the error log.
  log.debug({ code: error.code, status }, 'client error before routing');
  if (socket.writable) {
    const body = JSON.stringify({ code: ResultCode.BAD_INPUT, msg: t(m.badBody), data: null });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
