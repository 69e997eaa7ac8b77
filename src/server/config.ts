import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

/** Every setting of the server, from environment variables with defaults that work with nothing set. README lists them. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** SQLite file inside dataDir, or ':memory:'. */
  sqliteFile: string;
  databaseUrl: string;
  staticDir: string;
  logLevel: string;
  /** Milliseconds between simulated ticks. */
  tickMs: number;
  /** Seed of the simulator's random numbers; the same seed gives the same history. */
  marketSeed: string;
  /** Instrument codes halted by hand (maintenance): they show closed whatever the hours. */
  haltedCodes: string[];
  /** smtp:// or smtps:// URL of the mail server for codes; empty writes them to the outbox. */
  smtpUrl: string;
  mailFrom: string;
  /** Where codes go when no mail server or SMS provider is configured. */
  outboxFile: string;
  /**
   * Which proxies may name the client address in X-Forwarded-For: false (none), a hop count,
   * or the proxies' addresses and CIDR ranges. Never "everyone" (see parseTrustProxy).
   */
  trustProxy: TrustProxy;
  /** Virtual money a new or reset demo account starts with (USD). */
  demoBalance: string;
  /** Seconds one address waits between two verification codes (the send button's countdown). */
  codeResendSeconds: number;
  /** A request must arrive whole (headers and body) within this many ms, or it is cut (408). */
  requestTimeoutMs: number;
  /** Live sockets one client address may hold at once. */
  socketsPerAddress: number;
  /** Messages one socket may send per second; past it the socket is closed (1008). */
  socketMessagesPerSecond: number;
  /** How long an SQLite write waits for another connection's lock before it fails. */
  sqliteBusyTimeoutMs: number;
}

export type TrustProxy = false | number | string[];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    host: env.HOST ?? '0.0.0.0',
    port: int(env.PORT, 8080),
    dataDir,
    sqliteFile: env.SQLITE_FILE ?? join(dataDir, 'lotwise.db'),
    databaseUrl: env.DATABASE_URL ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    tickMs: int(env.MARKET_TICK_MS, 500),
    marketSeed: env.MARKET_SEED ?? 'lotwise',
    haltedCodes: (env.MARKET_HALTED ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'Lotwise <no-reply@lotwise.example>',
    outboxFile: env.OUTBOX_FILE ?? join(overrides.dataDir ?? dataDir, 'outbox.jsonl'),
    demoBalance: env.DEMO_BALANCE ?? '100000',
    codeResendSeconds: int(env.CODE_RESEND_SECONDS, 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000) || 30_000,
    socketsPerAddress: int(env.SOCKETS_PER_ADDRESS, 20) || 20,
    socketMessagesPerSecond: int(env.SOCKET_MESSAGES_PER_SECOND, 20) || 20,
    sqliteBusyTimeoutMs: int(env.SQLITE_BUSY_TIMEOUT_MS, 5000),
    ...overrides,
    // Static files are served from an absolute root, whoever configured it.
    staticDir: resolve(overrides.staticDir ?? env.STATIC_DIR ?? './dist/app'),
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** proxy-addr's names for address ranges, accepted as list entries. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: empty or `false` trusts no proxy; a number is how many proxies stand in front
 * (the client is that many hops back in X-Forwarded-For); a comma-separated list names the
 * proxies' addresses or CIDR ranges. `true` would let any client write its own address, so it
 * means one hop (the usual single reverse proxy). Anything else stops the start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (RANGE_NAMES.has(entry)) continue;
    if (family === 0 || !bitsOk || rest.length > 0) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count, an IP address, a CIDR range nor one of ${[...RANGE_NAMES].join(', ')}`);
    }
  }
  return entries;
}
