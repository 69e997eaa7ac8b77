import { request } from 'node:http';
import { call } from './helpers.ts';

type Reply = { code: number; msg: string; data: any };

/**
 * Calls the API from another loopback address (127.0.0.2 ...), so the server sees a second
 * client without any proxy header: Linux answers on the whole 127.0.0.0/8.
 */
export function callFrom(localAddress: string, base: string, path: string, params: Record<string, string>, headers: Record<string, string> = {}): Promise<Reply> {
  const body = new URLSearchParams(params).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', localAddress, headers: { lang: 'en', 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as Reply);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A password login as the app sends it, from 127.0.0.1. */
export async function logIn(base: string, params: { account: string; password: string; login_type?: 'email' | 'mobile'; captcha_id?: string; key?: string }): Promise<Reply> {
  return (await call(base, 'POST', '/api/user/loginForU', { login_type: 'email', ...params })).body;
}

/** How many replies carried each result code. */
export function countCodes(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.code] = (counts[r.code] ?? 0) + 1;
  return counts;
}
