// The HTTP client, built from the contract's call table (DESIGN.md, lib/http.ts): one typed
// function for every call name. This module knows the wire rules only; what a failure looks
// like to the user (toast, redirect) is injected, so the rules are testable without a browser.
import ky, { HTTPError, TimeoutError } from 'ky';
import { calls, type CallData, type CallInput, type CallName } from '../../../contract/calls.ts';
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
}

export interface ClientDeps {
  /** Page origin; every call goes to the app's own origin (SPEC.md section 7). */
  baseUrl: string;
  getLang(): string;
  getToken(): string;
  /** Tell the user about a failure (a toast); not called for silent calls or aborts. */
  notify(error: unknown, call: CallName): void;
  /** Result code 999 on a call that is not initial: clear the session, go to /login. */
  onSessionInvalid(call: CallName): void;
  /** Tell the user the msg of a successful call made with `announce`. */
  announce?(message: string, call: CallName): void;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export type Api = <K extends CallName>(name: K, input: CallInput<K>, options?: CallOptions) => Promise<CallData<K>>;

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

export function createApi(deps: ClientDeps): Api {
  const now = deps.now ?? Date.now;
  const http = ky.create({
    fetch: deps.fetch,
    retry: 0,
    timeout: deps.timeoutMs ?? 15_000,
    throwHttpErrors: true,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('lang', deps.getLang());
          if (!request.headers.has('authorization')) request.headers.set('authorization', deps.getToken());
        },
      ],
    },
  });

  async function send<K extends CallName>(name: K, input: CallInput<K>, options: CallOptions): Promise<unknown> {
    const def = calls[name];
    const url = new URL(def.path, deps.baseUrl);
    const params = toParams(input);
    // GET and DELETE carry a timestamp `t` (SPEC.md section 7), which also defeats stale caches.
    if (def.method === 'GET' || def.method === 'DELETE') params.set('t', String(now()));
    const bodyless = def.body === 'query';
    try {
      return await http(url, {
        method: def.method,
        signal: options.signal,
        searchParams: bodyless ? params : undefined,
        headers: options.token === undefined ? undefined : { authorization: options.token },
        body: def.body === 'form' ? params : def.body === 'multipart' ? options.form : undefined,
      }).json();
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (error instanceof HTTPError) throw new TransportError(error.response.status, name);
      if (error instanceof TimeoutError) throw new TransportError('TIMEOUT', name);
      throw new TransportError('NETWORK', name);
    }
  }

  function unwrap<K extends CallName>(name: K, reply: unknown, options: CallOptions): CallData<K> {
    const envelope = reply as Partial<Envelope<unknown>> | null;
    if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') throw new TransportError('BAD_REPLY', name);
    if (envelope.code === ResultCode.OK) {
      const parsed = calls[name].output.safeParse(envelope.data);
      if (!parsed.success) throw new TransportError('BAD_REPLY', name);
      if (options.announce && typeof envelope.msg === 'string' && envelope.msg) deps.announce?.(envelope.msg, name);
      return parsed.data as CallData<K>;
    }
    if (envelope.code === ResultCode.SESSION_INVALID && !options.initial) deps.onSessionInvalid(name);
    throw new ApiError(envelope.code, typeof envelope.msg === 'string' ? envelope.msg : '', name);
  }

  return async function api<K extends CallName>(name: K, input: CallInput<K>, options: CallOptions = {}): Promise<CallData<K>> {
    const silent = options.silent || ('silent' in calls[name] && calls[name].silent === true);
    try {
      return unwrap(name, await send(name, input, options), options);
    } catch (error) {
      if (!silent && !isAbortError(error) && !options.signal?.aborted) deps.notify(error, name);
      throw error;
    }
  };
}
