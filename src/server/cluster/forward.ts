import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';
import { ServerBusy } from '../errors.ts';
import { shardLease } from './shards.ts';

/** Set on a request one node passes to the owner of its account: the owner runs it, never passes it on (a shard that moved meanwhile is fenced). */
const FORWARDED_HEADER = 'x-lotwise-forwarded';
/**
 * Its value: a secret of this process, which both injects the passed call and reads it, so a
 * client sending the header itself is passed on like any other call, never run off its owner.
 */
const FORWARD_TOKEN = randomBytes(16).toString('hex');

/** True for a call another node passed to this one (it runs here, whoever owns the shard now). */
export const wasForwarded = (request: FastifyRequest) => request.headers[FORWARDED_HEADER] === FORWARD_TOKEN;
/** How long the calling node waits for the owner's answer before answering "busy". */
const FORWARD_TIMEOUT_MS = 10_000;
/** The request headers the owner needs to run the call as the caller made it. */
const PASSED = ['authorization', 'lang', 'user-agent', 'accept-language'];
/** Response headers that describe the owner's own connection, not the answer. */
const NOT_PASSED = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive', 'date']);

interface Forwarded {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed body, sent on as JSON (form and JSON bodies parse to the same strings). */
  body?: unknown;
  remoteAddress: string;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Forwarder {
  /** Sends the call to the owner of `shard` and answers with what it answered (sent on `reply`). */
  forward(request: FastifyRequest, reply: FastifyReply, shard: number): Promise<void>;
  /** This node owns `shard` now: answer the calls other nodes pass on for it. */
  serve(shard: number): Promise<void>;
  /** It no longer does. */
  unserve(shard: number): void;
}

/**
 * Commands reaching a node that does not own the account (issue 22 item 2): the call goes to the
 * owner over NATS request-reply (one subject per shard, which only the owner answers), the owner
 * runs it through its own routes (`inject`, with the caller's address and headers), and the
 * answer returns through the node the client called. No owner answering (a shard between owners)
 * or no answer in time reads as "busy": the client tries again, and nothing ran twice, because
 * the owner's wallet commits only under its shard's epoch.
 */
export function createForwarder(app: FastifyInstance, { nats, prefix }: { nats: NatsConnection; prefix: string }, onError: (error: unknown) => void): Forwarder {
  const subjectOf = (shard: number) => `${prefix}.${shardLease(shard).replace(':', '.')}`;
  const served = new Map<number, Subscription>();

  async function answer(data: Uint8Array): Promise<Answer> {
    const call = JSON.parse(Buffer.from(data).toString('utf8')) as Forwarded;
    const response = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...call.headers, [FORWARDED_HEADER]: FORWARD_TOKEN, ...(call.body !== undefined && { 'content-type': 'application/json' }) },
      ...(call.body !== undefined && { payload: JSON.stringify(call.body) }),
      remoteAddress: call.remoteAddress,
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined && !NOT_PASSED.has(name)) headers[name] = String(value);
    return { status: response.statusCode, headers, body: response.body };
  }

  return {
    async forward(request, reply, shard) {
      const headers: Record<string, string> = {};
      for (const name of PASSED) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const call: Forwarded = { method: request.method, url: request.url, headers, body: request.body ?? undefined, remoteAddress: request.ip };
      let answered: Answer;
      try {
        const msg = await nats.request(subjectOf(shard), Buffer.from(JSON.stringify(call)), { timeout: FORWARD_TIMEOUT_MS });
        answered = JSON.parse(Buffer.from(msg.data).toString('utf8')) as Answer;
      } catch (error) {
        request.log.warn({ err: error, shard }, 'cluster: the owner of the account did not answer');
        throw new ServerBusy();
      }
      // Not returned: a reply is thenable, and awaiting it would wait for the response to end.
      void reply.code(answered.status).headers(answered.headers).send(answered.body);
    },
    async serve(shard) {
      if (served.has(shard)) return;
      const sub = nats.subscribe(subjectOf(shard), {
        callback: (error, msg) => {
          if (error) return onError(error);
          answer(msg.data).then(
            (reply) => msg.respond(Buffer.from(JSON.stringify(reply))),
            (caught: unknown) => onError(caught),
          );
        },
      });
      served.set(shard, sub);
      await nats.flush();
    },
    unserve(shard) {
      served.get(shard)?.unsubscribe();
      served.delete(shard);
    },
  };
}
