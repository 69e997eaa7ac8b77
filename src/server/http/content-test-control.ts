import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ResultCode } from '../../contract/index.ts';
import type { Ranking } from '../engine/ranking/index.ts';
import { sendError, sendOk } from './envelope.ts';

// End-to-end control of the ranking (MARKET_CONTROL=1 only, which production refuses): a browser
// test cannot move the server clock, so it asks for a session of a system trader, places that
// trader's orders through the real API and engine at held prices, and then has the ranking
// computed again at once instead of waiting out its one-minute cache.

export const SYSTEM_TRADER_SESSION_PATH = '/api/test/system-trader';
export const RANKING_REFRESH_PATH = '/api/test/ranking/refresh';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const fromLoopback = (request: FastifyRequest) => LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
const body = z.object({ key: z.string().min(1).max(20) }).strict();

export function registerContentTestControl(app: FastifyInstance, deps: { ranking: Ranking; systemTraders: Map<string, number>; openSession: (userId: number) => Promise<string> }) {
  app.post(SYSTEM_TRADER_SESSION_PATH, async (request, reply) => {
    if (!fromLoopback(request)) return sendError(reply, ResultCode.BAD_INPUT, 'the test control answers loopback requests only', 403);
    const parsed = body.safeParse(request.body);
    const userId = parsed.success ? deps.systemTraders.get(parsed.data.key) : undefined;
    if (userId === undefined) return sendError(reply, ResultCode.BAD_INPUT, 'expected { key } of a system trader', 400);
    return sendOk(reply, { token: await deps.openSession(userId), userId });
  });
  app.post(RANKING_REFRESH_PATH, async (request, reply) => {
    if (!fromLoopback(request)) return sendError(reply, ResultCode.BAD_INPUT, 'the test control answers loopback requests only', 403);
    deps.ranking.invalidate();
    return sendOk(reply, null);
  });
}
