import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * The socket plugin's error handler. What a client causes on its own socket (a message over the
 * 64 KB cap, bad UTF-8, a broken frame: ws names these WS_ERR_*) is the client's doing and says
 * nothing about the server: a warn line without a stack, so a guest cannot fill the error log.
 * Anything else is ours and keeps its stack. The socket goes either way.
 */
export function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) request.log.warn({ code, reason: error.message }, 'socket closed: the client sent what the server refuses');
  else request.log.error({ err: error }, 'socket failed');
  socket.terminate();
}
