import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { Clock } from '../../clock.ts';
import { createEncryptPool, type Encrypted } from './encrypt-pool.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** The JSON text, encrypted for the target (RFC 8291). */
  payload: string;
  ttl: number;
  urgency: 'high' | 'normal';
  topic?: string;
}

/**
 * What the push service answered: accepted; the subscription is gone (404, 410: remove it); try
 * again later (429, 5xx, no answer in time, a network error), after `retryAfterMs` when it said
 * (Retry-After); or refused for good (another 4xx: this push is dropped, the subscription kept).
 */
export type SendOutcome =
  { result: 'sent' } | { result: 'gone'; status: number } | { result: 'retry'; status?: number; retryAfterMs?: number; error?: string } | { result: 'refused'; status: number; error?: string };

/** The VAPID JWT lives 12 hours (24 at most, RFC 8292); a new one is signed when less than an hour is left. */
const JWT_LIFE_S = 12 * 3600;
const JWT_RENEW_S = 3600;

/**
 * Sends one push: web-push encrypts the payload for the browser (RFC 8291, aes128gcm), on a
 * helper thread when there is one (encrypt-pool.ts), and signs the VAPID JWT (RFC 8292, ES256); the request goes out through keep-alive agents of our own
 * (at most `sockets` connections per push service), so the timeout, the answer and the test
 * suite's plain-http service are ours to handle (web-push's own sender speaks https only, one
 * connection per push). One JWT per push service origin is signed and reused until near its
 * expiry, on the server clock: a wave of 10,000 pushes to one service signs once.
 */
export function createPushSender(deps: { vapid: VapidKeys; clock: Clock; timeoutMs: number; sockets: number; threads: number }) {
  const { vapid, clock, timeoutMs, sockets } = deps;
  const pool = createEncryptPool(deps.threads);
  const encrypt = pool.encrypt;
  const agents = { 'https:': new https.Agent({ keepAlive: true, maxSockets: sockets }), 'http:': new http.Agent({ keepAlive: true, maxSockets: sockets }) };

  /** POSTs the encrypted body; resolves with the status once the answer is read, rejects on a network fault or no answer in time. */
  const post = (endpoint: string, headers: Record<string, string | number>, body: Buffer | null) =>
    new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      const url = new URL(endpoint);
      const send = url.protocol === 'https:' ? https.request : http.request;
      const req = send(url, { method: 'POST', headers, agent: agents[url.protocol as 'https:' | 'http:'], timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body ?? undefined);
    });
  const jwts = new Map<string, { header: string; exp: number }>();

  const authorization = (audience: string) => {
    const now = Math.floor(clock.now() / 1000);
    let jwt = jwts.get(audience);
    if (!jwt || jwt.exp - now < JWT_RENEW_S) {
      const exp = now + JWT_LIFE_S;
      jwt = { header: webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', exp).Authorization, exp };
      jwts.set(audience, jwt);
    }
    return jwt.header;
  };

  async function send(target: PushTarget, message: PushMessage): Promise<SendOutcome> {
    let request: Encrypted;
    try {
      request = await encrypt({
        endpoint: target.endpoint,
        p256dh: target.p256dh,
        auth: target.auth,
        payload: message.payload,
        options: { TTL: message.ttl, urgency: message.urgency, ...(message.topic ? { topic: message.topic } : {}), headers: { Authorization: authorization(new URL(target.endpoint).origin) } },
      });
    } catch (error) {
      // Keys that cannot encrypt (checked at subscribe, so only a row edited by hand), or a helper thread that died: not sent.
      return { result: 'refused', status: 0, error: String(error) };
    }
    let answer: { status: number; retryAfter: string | undefined };
    try {
      answer = await post(target.endpoint, request.headers, request.body);
    } catch (error) {
      return { result: 'retry', error: String(error) };
    }
    const status = answer.status;
    if (status >= 200 && status < 300) return { result: 'sent' };
    if (status === 404 || status === 410) return { result: 'gone', status };
    if (status === 429 || status >= 500) return { result: 'retry', status, retryAfterMs: retryAfter(answer.retryAfter ?? null, clock.now()) };
    return { result: 'refused', status };
  }

  return Object.assign(send, {
    /** Closes the kept-alive connections. */
    async close() {
      agents['https:'].destroy();
      agents['http:'].destroy();
      await pool.close();
    },
  });
}
export type PushSender = ReturnType<typeof createPushSender>;

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
