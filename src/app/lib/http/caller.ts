// The HTTP client over any call table (DESIGN.md, lib/http.ts): `createCaller(deps)(table)` gives
// one typed function for the calls of that table. A screen binds its own domain's table
// (src/contract/calls/*.ts), so the start of / carries the market's schemas, not every call's.
// This module knows the wire rules only; what a failure looks like to the user (toast, redirect)
// is injected, so the rules are testable without a browser. It uses fetch itself (a time-out, the
// caller's cancel, an HTTP status): a request library would cost the first screen about 5 KB.
import type { CallDef, DefData, DefInput } from '../../../contract/call-def.ts';
import { ResultCode, type Envelope } from '../../../contract/result.ts';
import { ApiError, TransportError, isAbortError } from '../errors.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /** Show no toast on failure (the call table can also mark a call silent). */
  silent?: boolean;
  /** A call made while the app starts: a 999 reply does not send the user to /login. */
  initial?: boolean;
  /** The file of a multipart call. */
  form?: FormData;
  /** Show the server's msg after success (SPEC.md section 7: send code, reset, close, bind...). */
  announce?: boolean;
  /** Send this token instead of the store's (logout: the store is cleared before the reply). */
  token?: string;
  /**
   * The request the shell preloads (contract/preload.ts): the language as a query parameter, no
   * timestamp and no headers, so the browser hands over the answer already on its way.
   */
  preloaded?: boolean;
}

export interface ClientDeps {
  /** Page origin; every call goes to the app's own origin (SPEC.md section 7). */
  baseUrl: string;
  getLang(): string;
  getToken(): string;
  /** Tell the user about a failure (a toast); not called for silent calls or aborts. */
  notify(error: unknown, call: string): void;
  /** Result code 999 on a call that is not initial: clear the session, go to /login. */
  onSessionInvalid(call: string): void;
  /** Tell the user the msg of a successful call made with `announce`. */
  announce?(message: string, call: string): void;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

/** The calls of one table, by name. */
export type TableApi<T extends Record<string, CallDef>> = <K extends keyof T & string>(name: K, input: DefInput<T[K]>, options?: CallOptions) => Promise<DefData<T[K]>>;
export type Caller = <T extends Record<string, CallDef>>(table: T) => TableApi<T>;

/** Query and form values as the wire expects them: no undefined, everything a string. */
export function toParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      params.append(key, String(value));
    }
  }
  return params;
}

export function createCaller(deps: ClientDeps): Caller {
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? 15_000;

  async function send(name: string, def: CallDef, input: unknown, options: CallOptions): Promise<unknown> {
    const url = new URL(def.path, deps.baseUrl);
    const params = toParams(input);
    const preloaded = options.preloaded === true && def.method === 'GET' && def.access === 'guest';
    // GET and DELETE carry a timestamp `t` (SPEC.md section 7), which also defeats stale caches.
    if (preloaded) params.set('lang', deps.getLang());
    else if (def.method === 'GET' || def.method === 'DELETE') params.set('t', String(now()));
    if (def.body === 'query') url.search = params.toString();
    // One controller for both ways a request ends early: the caller cancels it (an AbortError
    // the screens ignore) or it takes too long (a TIMEOUT the person is told about).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', cancel);
    let response: Response;
    try {
      response = await (deps.fetch ?? fetch)(url, {
        method: def.method,
        signal: controller.signal,
        headers: preloaded ? undefined : { lang: deps.getLang(), authorization: options.token ?? deps.getToken() },
        body: def.body === 'form' ? params : def.body === 'multipart' ? options.form : undefined,
      });
    } catch (error) {
      if (timedOut) throw new TransportError('TIMEOUT', name);
      if (isAbortError(error) || options.signal?.aborted) throw error;
      throw new TransportError('NETWORK', name);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
    if (!response.ok) throw new TransportError(response.status, name);
    try {
      return await response.json();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new TransportError('BAD_REPLY', name);
    }
  }

  function unwrap(name: string, def: CallDef, reply: unknown, options: CallOptions): unknown {
    const envelope = reply as Partial<Envelope<unknown>> | null;
    if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') throw new TransportError('BAD_REPLY', name);
    if (envelope.code === ResultCode.OK) {
      const parsed = def.output.safeParse(envelope.data);
      if (!parsed.success) throw new TransportError('BAD_REPLY', name);
      if (options.announce && typeof envelope.msg === 'string' && envelope.msg) deps.announce?.(envelope.msg, name);
      return parsed.data;
    }
    if (envelope.code === ResultCode.SESSION_INVALID && !options.initial) deps.onSessionInvalid(name);
    throw new ApiError(envelope.code, typeof envelope.msg === 'string' ? envelope.msg : '', name);
  }

  return <T extends Record<string, CallDef>>(table: T): TableApi<T> =>
    async function api<K extends keyof T & string>(name: K, input: DefInput<T[K]>, options: CallOptions = {}): Promise<DefData<T[K]>> {
      const def = table[name]!;
      const silent = options.silent || def.silent === true;
      try {
        return unwrap(name, def, await send(name, def, input, options), options) as DefData<T[K]>;
      } catch (error) {
        if (!silent && !isAbortError(error) && !options.signal?.aborted) deps.notify(error, name);
        throw error;
      }
    };
}
