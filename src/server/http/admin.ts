import { chmodSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Operations } from '../engine/operations/index.ts';
import { keyMatches } from './admin-key.ts';
import { operatorCallOf, runOperatorCall, type OperatorAnswer, type OperatorCall } from './admin-run.ts';

/** The path of the operator's endpoint, on its own socket (never the public listener), with the operator key. */
export const ADMIN_PATH = '/admin/command';

/** Runs one call, here or (a node of a cluster) on the owner of the account it changes: cluster/operator-forward.ts. */
export type OperatorRunner = (call: OperatorCall) => Promise<OperatorAnswer>;

/**
 * POST /admin/command {command, operator, args} with the header x-operator-key: runs one
 * operator command through the engine (engine/operations) and answers {ok, result} or
 * {ok: false, error}. English only: it is a tool for the operator, not a page for users.
 */
function registerAdmin(app: FastifyInstance, deps: { operations: Operations; operatorKey: string; runner?: OperatorRunner }) {
  const { operations, operatorKey } = deps;
  const runner = deps.runner ?? ((call: OperatorCall) => runOperatorCall(operations, call));
  app.post(ADMIN_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = request.headers['x-operator-key'];
    if (!keyMatches(operatorKey, typeof key === 'string' ? key : undefined)) {
      request.log.warn('admin command refused: wrong operator key');
      return reply.code(401).send({ ok: false, error: 'Wrong or missing operator key (OPERATOR_KEY, or the operator.key file in DATA_DIR).' });
    }
    const call = operatorCallOf((request.body ?? {}) as Record<string, unknown>);
    const answer = await runner(call);
    if (answer.body.ok && call.command !== 'help') request.log.info({ command: call.command, operator: call.operator }, 'operator command');
    return reply.code(answer.status).send(answer.body);
  });
}

/**
 * The operator's endpoint on its own Unix socket (OPERATOR_SOCKET, else DATA_DIR/operator.sock),
 * mode 0600 in the 0700 data folder: only the server's own user can connect at all, and the key
 * is still asked. It used to sit on the public listener behind a loopback check, where a TCP
 * forwarder on the same host reached it with only the key.
 */
export async function startOperatorEndpoint(deps: { socketPath: string; operations: Operations; operatorKey: string; log: FastifyBaseLogger; runner?: OperatorRunner }) {
  const app = Fastify({ loggerInstance: deps.log.child({ listener: 'operator' }) });
  registerAdmin(app, deps);
  // A socket file left by a process that did not close cleanly would refuse the listen.
  rmSync(deps.socketPath, { force: true });
  // A Unix socket path holds at most about 100 bytes: a deep data folder is reached relatively.
  const relativePath = relative(process.cwd(), deps.socketPath);
  await app.listen({ path: relativePath.length < deps.socketPath.length ? relativePath : deps.socketPath });
  chmodSync(deps.socketPath, 0o600);
  return {
    async close() {
      await app.close();
      rmSync(deps.socketPath, { force: true });
    },
  };
}
