import type { FastifyRequest } from 'fastify';
import type { CallName, CallParsedInput, CallResult, Lang } from '../../contract/index.ts';
import type { Translate } from '../i18n/translate.ts';

/** The person behind a request. */
export interface SessionUser {
  id: number;
  isDemo: boolean;
}

export interface HandlerContext<K extends CallName> {
  input: CallParsedInput<K>;
  /** Set whenever the call's access is 'session' or 'real' (the register step checks it). */
  user: SessionUser | null;
  lang: Lang;
  /** Texts in the request's language, for what the engine sends on (code emails). */
  t: Translate;
  /** The client's address (per-address limits); X-Forwarded-For only behind a trusted proxy. */
  ip: string;
  request: FastifyRequest;
  /** The session token of the request, when one was sent. */
  token: string | undefined;
}

/**
 * A handler is a plain function from validated input to the envelope's data (STYLE.md 11): it
 * calls the engine and nothing else. Refusals are thrown as domain errors (refusals.ts), and a
 * success message comes from confirmations.ts.
 */
export type Handler<K extends CallName> = (ctx: HandlerContext<K>) => Promise<CallResult<K>> | CallResult<K>;

/** One domain's handlers; a call no domain handles answers 'not available yet'. */
export type HandlerMap = { [K in CallName]?: Handler<K> };
