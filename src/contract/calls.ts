import type { z } from 'zod/mini';
import { decimalString } from './decimal.ts';
import { accountCalls } from './calls/account.ts';
import { contentCalls } from './calls/content.ts';
import { marketCalls } from './calls/market.ts';
import { moneyCalls } from './calls/money.ts';
import { siteCalls } from './calls/site.ts';
import { sessionCalls } from './calls/session.ts';
import { supportCalls } from './calls/support.ts';
import { pushCalls } from './calls/push.ts';
import { inboxCalls } from './calls/inbox.ts';
import { tradeCalls } from './calls/trade.ts';
import { watchlistCalls } from './calls/watchlist.ts';
import { alertCalls } from './calls/alerts.ts';
import type { CallDef } from './call-def.ts';
import { lazyCalls } from './lazy-calls.ts';

export type { Access, Body, CallDef, CallTable, DefData, DefInput } from './call-def.ts';
export { accountCalls, alertCalls, contentCalls, inboxCalls, marketCalls, moneyCalls, pushCalls, sessionCalls, siteCalls, supportCalls, tradeCalls, watchlistCalls };

/** The domain tables, each a module of its own under calls/ (a screen imports only its own). */
export const callTables = { sessionCalls, accountCalls, siteCalls, contentCalls, supportCalls, marketCalls, tradeCalls, moneyCalls, pushCalls, inboxCalls, watchlistCalls, alertCalls };

/**
 * Every call of SPEC.md section 7. The server registers a handler for each, and the app's HTTP
 * client is typed from the same definitions; paths, methods and parameter names are exactly the
 * wire's. tests/contract/calls.test.ts proves no name is in two domain tables (a spread would
 * silently keep one).
 */
export const calls = lazyCalls(
  () =>
    ({
      ...sessionCalls,
      ...accountCalls,
      ...siteCalls,
      ...contentCalls,
      ...supportCalls,
      ...marketCalls,
      ...tradeCalls,
      ...moneyCalls,
      ...pushCalls,
      ...inboxCalls,
      ...watchlistCalls,
      ...alertCalls,
    }) satisfies Record<string, CallDef>,
);

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallInput<K extends CallName> = z.input<Calls[K]['input']>;
export type CallParsedInput<K extends CallName> = z.output<Calls[K]['input']>;
/** What a handler returns (numbers allowed where the wire carries decimal strings). */
export type CallResult<K extends CallName> = z.input<Calls[K]['output']>;
/** What the app receives after the envelope is unwrapped. */
export type CallData<K extends CallName> = z.output<Calls[K]['output']>;

export { decimalString };
