import type { FastifyReply } from 'fastify';
import { ResultCode } from '../../contract/index.ts';

export function sendOk(reply: FastifyReply, data: unknown, msg = 'ok') {
  return reply.code(200).send({ code: ResultCode.OK, msg, data: data ?? null });
}

/** Business errors keep HTTP 200 (DESIGN.md wire rules); only transport faults use 4xx/5xx. */
export function sendError(reply: FastifyReply, code: number, msg: string, status = 200) {
  return reply.code(status).send({ code, msg, data: null });
}
