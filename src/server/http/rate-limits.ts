import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { calls, type CallName } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { RequestLimit, WriteLimits } from '../config.ts';
import { TooManyRequests } from '../errors.ts';
import { clockStore } from './rate-limit-store.ts';
import { addressKey } from '../auth/address-key.ts';

/**
 * The calls anyone may make that write something (an account, a captcha row, a message sent,
 * a password hashed), and the limit of each per client address (`request.ip`, per /64 for IPv6).
 * Calls that share a name here share one count: a code by email or by SMS is one send.
 */
const LIMITED: ReadonlyArray<readonly [CallName, keyof WriteLimits]> = [
  ['createDemo', 'demo'],
  ['captcha', 'captcha'],
  ['sendEmail', 'sendCode'],
  ['sendSms', 'sendCode'],
  ['register', 'register'],
];

/**
 * Limits the unauthenticated writes with @fastify/rate-limit, on the server's clock. Over a
 * limit the request ends before its body is read, with the RATE_LIMITED envelope in the
 * person's language: the builder answers a domain error, which http/refusals.ts words like any
 * other. Register before the routes (it marks them as they are added).
 */
export async function registerWriteLimits(app: FastifyInstance, options: { limits: WriteLimits; clock: Clock; store?: FastifyRateLimitStoreCtor }) {
  const byPath = new Map<string, { limit: RequestLimit; group: string }>(LIMITED.map(([call, group]) => [calls[call].path, { limit: options.limits[group], group }]));
  // Added before the plugin, so its own onRoute hook finds the limit this one writes. The group
  // also joins a GET route with the HEAD route Fastify adds for it.
  app.addHook('onRoute', (route) => {
    const limited = byPath.get(route.url ?? '');
    if (limited) route.config = { ...route.config, rateLimit: { max: limited.limit.max, timeWindow: limited.limit.windowMs, groupId: limited.group } };
  });
  await app.register(rateLimit, {
    global: false,
    // One count per client: an IPv4 address, or an IPv6 /64 (auth/address-key.ts).
    keyGenerator: (request) => addressKey(request.ip),
    // One process counts in memory; a cluster's nodes share a store (cluster/write-limits.ts).
    store: options.store ?? clockStore(options.clock),
    errorResponseBuilder: (_request, context) => new TooManyRequests({ minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
  });
}
