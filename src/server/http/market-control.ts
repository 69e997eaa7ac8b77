import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ResultCode } from '../../contract/index.ts';
import { formatPoints } from '../market/prices.ts';
import type { Market } from '../market/types.ts';
import { sendError, sendOk } from './envelope.ts';

// The price control of end-to-end tests (MARKET_CONTROL=1, refused in production by config.ts):
// a test sets an instrument's bid and ask, the market ticks it through its usual path (engine
// triggers, socket pushes) and holds it there until the test sets another price or releases it.
// Browser tests cannot move the server's clock or feed, so this is how they cross a level.

export const MARKET_CONTROL_PATH = '/api/test/quote';

const price = z.string().regex(/^\d+(\.\d+)?$/);
const body = z.union([z.object({ code: z.string().min(1), bid: price, ask: price }).strict(), z.object({ code: z.string().min(1), release: z.literal(true) }).strict()]);

// The socket's own peer, never X-Forwarded-For: a proxied request from elsewhere is refused.
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const fromLoopback = (request: FastifyRequest) => LOOPBACK.has(request.raw.socket.remoteAddress ?? '');

/** POST { code, bid, ask } holds the instrument at that quote; POST { code, release: true } lets it move again. */
export function registerMarketControl(app: FastifyInstance, market: Market) {
  app.post(MARKET_CONTROL_PATH, async (request, reply) => {
    if (!fromLoopback(request)) return sendError(reply, ResultCode.BAD_INPUT, 'the price control answers loopback requests only', 403);
    const parsed = body.safeParse(request.body);
    if (!parsed.success) return sendError(reply, ResultCode.BAD_INPUT, 'expected { code, bid, ask } or { code, release: true }', 400);
    const input = parsed.data;
    if ('release' in input) {
      if (!market.release(input.code)) return sendError(reply, ResultCode.BAD_INPUT, `${input.code} is not held`, 400);
      return sendOk(reply, { code: input.code.toUpperCase(), held: false });
    }
    const quote = market.hold(input.code, input.bid, input.ask);
    if (!quote) return sendError(reply, ResultCode.BAD_INPUT, `no instrument ${input.code}, or the ask is not above the bid`, 400);
    return sendOk(reply, { code: quote.code, bid: formatPoints(quote.bid, quote.precision), ask: formatPoints(quote.ask, quote.precision), held: true });
  });
}
