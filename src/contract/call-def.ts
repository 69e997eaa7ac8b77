// What one call of the API is, and the small input pieces the call tables share. The tables
// live one per domain in calls/ so a screen imports only its own calls (and their schemas):
// the start of / carries the market's and the session's, not every schema of every call.
import { z } from 'zod/mini';
import { decimalInput, intIn } from './decimal.ts';

/** Who may make a call: anyone, a logged-in user (demo included), or a real (non-demo) account. */
export type Access = 'guest' | 'session' | 'real';
/** Where the input travels: the query string, a form-encoded body, or a multipart body. */
export type Body = 'query' | 'form' | 'multipart';

export interface CallDef<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body: Body;
  input: I;
  /** Schema of the envelope's `data`. */
  output: O;
  access: Access;
  /** The app shows no error toast when this call fails (SPEC.md section 7). */
  silent?: boolean;
}

/** A table of calls by name, as each domain module exports one. */
export type CallTable = Record<string, CallDef>;
/** What a caller sends for a call (before parsing: strings allowed where the wire has them). */
export type DefInput<D extends CallDef> = z.input<D['input']>;
/** What the app receives for a call after the envelope is unwrapped. */
export type DefData<D extends CallDef> = z.output<D['output']>;

export const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(def: CallDef<I, O>) => def;
export const get = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, input: I, output: O, access: Access = 'guest') =>
  call({ method: 'GET', path, body: 'query', input, output, access });
export const form = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, input: I, output: O, access: Access = 'guest') =>
  call({ method: 'POST', path, body: 'form', input, output, access });

export const none = z.object({});
export const done = z.null();
export const page = z.lazy(() => z._default(intIn(1), 1));
export const text = (max = 200) => z.string().check(z.trim(), z.maxLength(max));
export const optionalText = (max = 200) => z.optional(text(max));
/** Text that must not be empty once trimmed (a name, a code, a picture's url). */
export const filled = (max = 200) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/**
 * A person's name or document number: filled, and free of control characters (a NUL, a line
 * break) and of the bidirectional overrides that make a name read differently from what it holds.
 */
export const personText = (max = 200) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(/^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u));
export const password = z.string().check(z.maxLength(200));
export const optionalPrice = z.lazy(() => z.optional(z.union([z.literal(''), decimalInput])));
export const optionalInt = z.lazy(() => z.optional(intIn(0)));
