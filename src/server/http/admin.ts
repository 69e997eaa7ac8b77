import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OperationRefused, type Args, type Operations } from '../engine/operations/index.ts';
import { DomainError } from '../errors.ts';
import { keyMatches } from './admin-key.ts';

/** The path of the operator's endpoint: loopback only, with the operator key. */
export const ADMIN_PATH = '/admin/command';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * True only for a request made on this machine straight to the server: the socket's peer (never
 * X-Forwarded-For, whatever TRUST_PROXY says) is a loopback address, and no proxy header is
 * present (a proxy on the same machine would otherwise make every visitor look local).
 */
export function isLocalDirect(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && !FORWARDED.some((h) => request.headers[h] !== undefined);
}

interface CommandBody {
  command?: unknown;
  operator?: unknown;
  args?: unknown;
}

/**
 * POST /admin/command {command, operator, args} with the header x-operator-key: runs one
 * operator command through the engine (engine/operations) and answers {ok, result} or
 * {ok: false, error}. English only: it is a tool for the operator, not a page for users.
 */
export function registerAdmin(app: FastifyInstance, deps: { operations: Operations; operatorKey: string }) {
  const { operations, operatorKey } = deps;
  app.post(ADMIN_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalDirect(request)) {
      request.log.warn({ peer: request.raw.socket.remoteAddress }, 'admin command refused: not a direct loopback request');
      return reply.code(403).send({ ok: false, error: 'The operator endpoint answers only requests made on the server itself.' });
    }
    const key = request.headers['x-operator-key'];
    if (!keyMatches(operatorKey, typeof key === 'string' ? key : undefined)) {
      request.log.warn('admin command refused: wrong operator key');
      return reply.code(401).send({ ok: false, error: 'Wrong or missing operator key (OPERATOR_KEY, or the operator.key file in DATA_DIR).' });
    }
    const body = (request.body ?? {}) as CommandBody;
    const command = typeof body.command === 'string' ? body.command : '';
    const operator = typeof body.operator === 'string' ? body.operator : '';
    const args: Args = {};
    if (body.args && typeof body.args === 'object') for (const [k, v] of Object.entries(body.args)) if (typeof v === 'string' || typeof v === 'number') args[k] = String(v);
    try {
      if (command === 'help') return { ok: true, result: operations.help() };
      const result = await operations.run(command, args, operator);
      request.log.info({ command, operator }, 'operator command');
      return { ok: true, result };
    } catch (error) {
      if (error instanceof OperationRefused) return reply.code(400).send({ ok: false, error: error.message });
      // A user-facing refusal (a picture that does not exist…): its name says enough to an operator.
      if (error instanceof DomainError) return reply.code(400).send({ ok: false, error: error.name });
      throw error;
    }
  });
}
