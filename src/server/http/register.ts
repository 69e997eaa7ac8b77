import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls, normalizeLang, ResultCode, type CallDef, type CallName, type Lang } from '../../contract/index.ts';
import { tokenOf } from '../auth/sessions.ts';
import { NotBuilt, RealAccountOnly, SessionInvalid } from '../errors.ts';
import type { Translate } from '../i18n/translate.ts';
import { confirmations } from './confirmations.ts';
import { sendError, sendOk } from './envelope.ts';
import type { Handler, HandlerMap, SessionUser } from './handlers.ts';
import { refusalOf } from './refusals.ts';
import { describeIssue } from './validation.ts';
import { UNCOMPRESSED_CALLS } from './compression.ts';

export interface RegisterOptions {
  handlers: HandlerMap;
  translator: (lang: Lang) => Translate;
  /** Finds the session of the `authorization` header; null for a guest or an invalid token. */
  authenticate: (request: FastifyRequest) => Promise<SessionUser | null>;
  /**
   * A node of a cluster: passes a signed-in call to the node that owns the user's account and
   * sends its answer on `reply` (true), or leaves it to this node, the owner (false; cluster/forward.ts).
   */
  forward?: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<boolean>;
}

/**
 * Registers every call of the contract: access check, input validation against the call's
 * schema, the handler (or 'not available yet'), and the envelope. Auth lives here, once, not
 * in each handler (STYLE.md 12).
 */
export function registerCalls(app: FastifyInstance, options: RegisterOptions) {
  for (const name of Object.keys(calls) as CallName[]) {
    const def: CallDef = calls[name];
    // Multipart calls (image_upload) have their own route, parser and body limit: http/uploads.ts.
    if (def.body === 'multipart') continue;
    const handler = options.handlers[name] as Handler<CallName> | undefined;
    app.route({
      method: def.method,
      url: def.path,
      ...(UNCOMPRESSED_CALLS.has(name) && { compress: false }),
      handler: async (request, reply) => {
        // The language travels in the `lang` header, or as a query parameter on a request the
        // page cannot add headers to and keep its preload (contract/preload.ts).
        const query = request.query as Record<string, unknown> | undefined;
        const lang = normalizeLang(request.headers.lang ?? (def.body === 'query' ? query?.lang : undefined));
        const t = options.translator(lang);
        try {
          const user = def.access === 'guest' ? await options.authenticate(request) : await requireUser(options, request, def.access);
          if (!handler) throw new NotBuilt();
          if (user && def.access !== 'guest' && (await options.forward?.(request, reply, user.id))) return reply;
          const raw = { ...((def.body === 'query' ? request.query : request.body) as Record<string, unknown> | undefined) };
          delete raw.t; // the timestamp GET and DELETE carry against caches
          const parsed = def.input.safeParse(raw);
          if (!parsed.success) {
            return sendError(reply, ResultCode.BAD_INPUT, describeIssue(parsed.error, raw, t));
          }
          const data = await handler({ input: parsed.data as never, user, lang, t, ip: request.ip, request, token: tokenOf(request.headers.authorization) });
          const confirmation = confirmations[name];
          return sendOk(reply, def.output.parse(data), confirmation ? t(confirmation) : 'ok');
        } catch (error) {
          const refusal = refusalOf(error, t);
          if (refusal) return sendError(reply, refusal.code, refusal.msg);
          throw error; // a fault: the error handler logs it with the request id
        }
      },
    });
  }
}

async function requireUser(options: RegisterOptions, request: FastifyRequest, access: 'session' | 'real') {
  const user = await options.authenticate(request);
  if (!user) throw new SessionInvalid();
  if (access === 'real' && user.isDemo) throw new RealAccountOnly();
  return user;
}
