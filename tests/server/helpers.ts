import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { buildServer, type Server, type ServerParts } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import type { ClientMessage, ServerMessage } from '../../src/contract/index.ts';
import { scratchDatabase } from './scratch-databases.ts';

/** The scrypt cost of test servers: cheap, so suites stay fast. */
export const TEST_SCRYPT_N = 1024;

export interface TestServer extends Server {
  baseUrl: string;
  wsUrl: string;
  dataDir: string;
  /** Stops the server; the data directory is kept when `keepData` is set (restart tests). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the real server on a fresh database and a free port, quiet logs. The database is a new
 * SQLite file, or, when TEST_DATABASE_URL names a PostgreSQL server, a new database there.
 * `parts.clock` (a createManualClock()) lets a test move time instead of waiting.
 */
export async function startServer(overrides: Partial<Config> = {}, parts: ServerParts = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'lotwise-test-'));
  const databaseUrl = overrides.databaseUrl ?? (await freshPostgres(dataDir));
  // Every test server: the captcha test mode (tests take a captcha's answer from the server, never
  // from its picture), and SCRYPT_N 2^10, a hash under a millisecond (production refuses both).
  // Quiet: only errors reach the test output; tests that read the log set their own level.
  const server = await buildServer(
    { dataDir, sqliteFile: join(dataDir, 'lotwise.db'), databaseUrl, logLevel: 'error', host: '127.0.0.1', port: 0, captchaTestMode: true, scryptN: TEST_SCRYPT_N, systemTraders: false, ...overrides },
    {},
    parts,
  );
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...server,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/v1/ws`,
    dataDir,
    async stop(options = {}) {
      await server.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One PostgreSQL database per data dir (so a restart test finds its data again). */
export async function freshPostgres(dataDir: string): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return '';
  return scratchDatabase(base, `lotwise_${createHash('sha1').update(dataDir).digest('hex').slice(0, 16)}`);
}

/** Calls the API over real HTTP the way the app does and returns the whole envelope. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code: number; msg: string; data: any } }> {
  const search = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const init: RequestInit = { method, headers: { lang: 'en', ...headers } };
  let url = base + path;
  if (method === 'GET') url += `?${search.toString()}${search.size ? '&' : ''}t=${Date.now()}`;
  else {
    init.body = search.toString();
    (init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded';
  }
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

/** A socket client that records every message and can wait for one that matches. */
export async function openSocket(url: string) {
  const ws = new WebSocket(url);
  const received: ServerMessage[] = [];
  const waiters: Array<{ match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }> = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ServerMessage;
    received.push(message);
    for (const w of [...waiters])
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    send: (message: ClientMessage | Record<string, unknown>) => ws.send(JSON.stringify(message)),
    sendRaw: (text: string) => ws.send(text),
    waitFor<T extends ServerMessage>(match: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<T> {
      const found = received.find(match);
      if (found) return Promise.resolve(found as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching socket message in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as T);
          },
        });
      });
    },
    close: () => ws.close(),
  };
}

/** A socket logged in with `token` and subscribed to the user's FOREX_CLOSED pushes (login checked). */
export async function privateSocket(wsUrl: string, token: string) {
  const socket = await openSocket(wsUrl);
  socket.send({ type: 'login', token });
  socket.send({ type: 'sub', channel: 'FOREX_CLOSED' });
  const login = await socket.waitFor((m) => m.type === 'login');
  if (!('ok' in login) || !login.ok) throw new Error('the socket login was refused');
  return socket;
}
