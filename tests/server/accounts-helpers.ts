import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createManualClock } from '../../src/server/clock.ts';
import { call, startServer, type TestServer } from './helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

/**
 * One server for the test file, on a manual clock and with a market that does not tick (moving
 * days must not simulate days of quotes). All requests come from 127.0.0.1, so each test starts
 * an hour later, past every per-address window. `server` stands for the started server.
 */
export function serverOnManualClock() {
  const clock = createManualClock();
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startServer({}, { clock, runMarket: false });
  });
  afterAll(async () => {
    await started?.stop();
  });
  beforeEach(async () => {
    await clock.advance(3600_000);
  });
  const server = new Proxy({} as TestServer, { get: (_, key) => Reflect.get(started!, key) });
  return { clock, server };
}

/** The last code written to the server's outbox for an address (the fallback when no SMTP is set). */
export function lastOutboxCode(server: TestServer, to: string): string | null {
  if (!existsSync(server.config.outboxFile)) return null;
  const entries = readFileSync(server.config.outboxFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string });
  const entry = entries.reverse().find((e) => e.to === to);
  return entry?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export function outboxEntries(server: TestServer, to: string) {
  if (!existsSync(server.config.outboxFile)) return [];
  return readFileSync(server.config.outboxFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((e) => e.to === to);
}

/** A fresh captcha and its answer, as the server in its test mode sends it (never read from the picture). */
export async function solvedCaptcha(server: TestServer) {
  const { body } = await call(server.baseUrl, 'GET', '/api/captcha');
  if (typeof body.data?.answer !== 'string') throw new Error(`no captcha answer: is the server in its captcha test mode? ${JSON.stringify(body)}`);
  return { captcha_id: body.data.id as string, key: body.data.answer as string };
}

let counter = 0;
export const uniqueEmail = () => `trader${Date.now()}${counter++}@example.com`;

/** Registers by email through the real flow: code by outbox, captcha, register. */
export async function registerByEmail(server: TestServer, email = uniqueEmail(), password = 'goodPass123') {
  await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
  const code = lastOutboxCode(server, email)!;
  const res = await call(server.baseUrl, 'POST', '/api/user/register', {
    type: 'email',
    account: email,
    password,
    accept_terms: LEGAL_VERSION,
    re_password: password,
    sms_code: code,
    ...(await solvedCaptcha(server)),
  });
  return { email, password, token: res.body.data?.token as string, body: res.body };
}
