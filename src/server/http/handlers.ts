import type { FastifyRequest } from 'fastify';
import type { CallName, CallParsedInput, CallResult, Lang } from '../../contract/index.ts';
import type { Translate } from '../i18n/translate.ts';
import type { MessageDescriptor } from '../i18n/messages.ts';

/** The person behind a request, once sessions exist (accounts issue). */
export interface SessionUser {
  id: number;
  isDemo: boolean;
}

export interface HandlerContext<K extends CallName> {
  input: CallParsedInput<K>;
  /** Set whenever the call's access is 'session' or 'real' (the register step checks it). */
  user: SessionUser | null;
  lang: Lang;
  t: Translate;
  request: FastifyRequest;
  /** The session token of the request, when one was sent. */
  token: string | undefined;
  /** Sets the envelope's msg on success (shown as a toast for send code, reset, close...). */
  say(descriptor: MessageDescriptor, values?: Record<string, unknown>): void;
}

/** A handler is a plain function from validated input to the envelope's data (STYLE.md 11). */
export type Handler<K extends CallName> = (ctx: HandlerContext<K>) => Promise<CallResult<K>> | CallResult<K>;

/** One domain's handlers; a call no domain handles answers 'not available yet'. */
export type HandlerMap = { [K in CallName]?: Handler<K> };
