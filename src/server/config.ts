import { availableParallelism } from 'node:os';
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
  /** The operator endpoint's Unix socket (scripts/ops.ts connects to it); DATA_DIR/operator.sock. */
  operatorSocket: string;
  /**
   * Which proxies may name the client address in X-Forwarded-For: false (none), a hop count,
   * or the proxies' addresses and CIDR ranges. Never "everyone" (see parseTrustProxy).
   */
  trustProxy: TrustProxy;
  /** Virtual money a new or reset demo account starts with (USD). */
  demoBalance: string;
  /** Seconds one address waits between two verification codes (the send button's countdown). */
  codeResendSeconds: number;
  /** NODE_ENV=production: settings meant for tests refuse to start (see refuseUnsafeInProduction). */
  production: boolean;
  /**
   * CAPTCHA_TEST_MODE=1: GET /api/captcha also answers the captcha's `answer`, so tests never read
   * the picture. Production refuses to start with it.
   */
  captchaTestMode: boolean;
  /**
   * MARKET_CONTROL=1: POST /api/test/quote sets and holds an instrument's price, from loopback
   * only (http/market-control.ts), so end-to-end tests can cross a level. Production refuses it.
   */
  marketControl: boolean;
  /** The system traders' bots trade on the simulated market (engine/ranking/bots.ts); off in test servers. */
  systemTraders: boolean;
  /** Requests one client address may make to the unauthenticated writes (http/rate-limits.ts). */
  writeLimits: WriteLimits;
  /** How often expired attempts, captchas, codes and sessions are deleted (auth/purge.ts). */
  purgeEveryMs: number;
  /** scrypt's N for new password hashes (SCRYPT_N); production refuses below 2^17. */
  scryptN: number;
  /** Login attempts counted before the password is checked (auth/login.ts). */
  loginLimits: LoginLimits;
  /** Verification codes one client address may ask for (auth/send-code.ts; one address to itself has its own 5 an hour). */
  codeAddressLimit: RequestLimit;
  /** The queue every password hash waits in (auth/hash-queue.ts). */
  hashQueue: { concurrency: number; maxWaiting: number; maxWaitingPerLane: number };
  /** A request must arrive whole (headers and body) within this many ms, or it is cut (408). */
  requestTimeoutMs: number;
  /** Live sockets one client address may hold at once. */
  socketsPerAddress: number;
  /** Messages one socket may send per second; past it the socket is closed (1008). */
  socketMessagesPerSecond: number;
  /** Threads besides the main one that write a channel's frame to many sockets at once (ws/parallel-writes.ts). */
  socketWriteThreads: number;
  /** How long an SQLite write waits for another connection's lock before it fails. */
  sqliteBusyTimeoutMs: number;
  /**
   * Tests only (never read from the environment): SQLite with synchronous=OFF, so a long
   * property test is not bound by fsync. A crash may then lose acknowledged writes.
   */
  sqliteSynchronousOff?: boolean;
  /** API answers at least this long are compressed (COMPRESS_MIN_BYTES). */
  compressMinBytes: number;
  /** Web push (notify/push/): the VAPID keys and sender, and where pushes may go. */
  push: PushConfig;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); both empty: DATA_DIR/vapid.json, created at first start. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** VAPID_SUBJECT: how a push service reaches the operator; a mailto: of MAIL_FROM's address unless set. */
  vapidSubject: string;
  /**
   * PUSH_HOSTS: the push services a subscription's endpoint may name (a host, or `*.` and a
   * domain); the server posts to these and nowhere else. The browsers' services by default.
   */
  hosts: string[];
  /** Tests only: endpoints may be plain http (the suite's own push service). Production refuses it. */
  allowHttp: boolean;
  /** Pushes in flight at once (PUSH_CONCURRENCY). */
  concurrency: number;
  /** A push service must answer within this many ms (PUSH_TIMEOUT_MS), or the push is retried. */
  timeoutMs: number;
  /** Helper threads that encrypt pushes (PUSH_THREADS; 0: the main thread does). */
  threads: number;
}

/** The browsers' push services: Chrome and Edge (FCM), Firefox (Mozilla autopush), Edge legacy (WNS), Safari (Apple). */
export const PUSH_HOSTS_DEFAULT = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com'];

/** At most `max` requests in `windowMs`, per client address (per /64 for IPv6). */
export interface RequestLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export interface WriteLimits {
  /** GET /api/user/createAccountDemoForU: a new or the device's demo account. */
  demo: RequestLimit;
  /** GET /api/captcha: a new picture. */
  captcha: RequestLimit;
  /** POST /api/notify/send_email and send_sms, together (the hourly code limits come on top). */
  sendCode: RequestLimit;
  /** POST /api/user/register. */
  register: RequestLimit;
}

export const WRITE_LIMIT_DEFAULTS: Readonly<WriteLimits> = Object.freeze({
  demo: { max: 20, windowMs: 60 * MINUTE },
  captcha: { max: 30, windowMs: 10 * MINUTE },
  sendCode: { max: 30, windowMs: 10 * MINUTE },
  register: { max: 20, windowMs: 60 * MINUTE },
});

/** Codes asked for from one client address: 20 an hour. */
export const CODE_ADDRESS_LIMIT_DEFAULT: Readonly<RequestLimit> = Object.freeze({ max: 20, windowMs: 60 * MINUTE });

export interface LoginLimits {
  /** Logins to one account (its normalised email or phone) before the image captcha is required. */
  account: RequestLimit;
  /** Logins from one address (the /64 for IPv6), right or wrong, before RATE_LIMITED. */
  address: RequestLimit;
}

/** OWASP's minimum scrypt cost (N = 2^17, r = 8, p = 1); auth/passwords.ts uses r and p. */
export const SCRYPT_N_PRODUCTION_MIN = 2 ** 17;
export const LOGIN_LIMIT_DEFAULTS: Readonly<LoginLimits> = Object.freeze({
  account: { max: 10, windowMs: 15 * MINUTE },
  address: { max: 50, windowMs: 15 * MINUTE },
});

export type TrustProxy = false | number | string[];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const cores = availableParallelism();
  const hashConcurrency = int(env.HASH_CONCURRENCY, cores) || cores;
  const config: Config = {
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
    operatorSocket: env.OPERATOR_SOCKET ?? join(overrides.dataDir ?? dataDir, 'operator.sock'),
    demoBalance: env.DEMO_BALANCE ?? '100000',
    codeResendSeconds: int(env.CODE_RESEND_SECONDS, 60),
    compressMinBytes: int(env.COMPRESS_MIN_BYTES, 1024),
    push: {
      vapidPublicKey: (env.VAPID_PUBLIC_KEY ?? '').trim(),
      vapidPrivateKey: (env.VAPID_PRIVATE_KEY ?? '').trim(),
      vapidSubject: (env.VAPID_SUBJECT ?? '').trim() || mailtoOf(env.MAIL_FROM ?? 'Lotwise <no-reply@lotwise.example>'),
      hosts: env.PUSH_HOSTS ? env.PUSH_HOSTS.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : PUSH_HOSTS_DEFAULT,
      allowHttp: false,
      concurrency: int(env.PUSH_CONCURRENCY, 64) || 64,
      timeoutMs: int(env.PUSH_TIMEOUT_MS, 10_000) || 10_000,
      // One core's worth off the main thread when there is a second core: the ticks keep theirs.
      threads: int(env.PUSH_THREADS, cores > 1 ? 1 : 0),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000) || 30_000,
    socketsPerAddress: int(env.SOCKETS_PER_ADDRESS, 20) || 20,
    socketMessagesPerSecond: int(env.SOCKET_MESSAGES_PER_SECOND, 20) || 20,
    // One per core (at most 4) besides the main thread: on 2 cores, 2 helpers beat 1 in the
    // sockets bench (10,000 sockets' p99 47–50 ms against 50–57). A single core gains nothing.
    socketWriteThreads: int(env.SOCKET_WRITE_THREADS, cores > 1 ? Math.min(4, cores) : 0),
    sqliteBusyTimeoutMs: int(env.SQLITE_BUSY_TIMEOUT_MS, 5000),
    production: env.NODE_ENV === 'production',
    captchaTestMode: env.CAPTCHA_TEST_MODE === '1',
    marketControl: env.MARKET_CONTROL === '1',
    systemTraders: env.SYSTEM_TRADERS !== '0',
    writeLimits: {
      demo: requestLimit('LIMIT_DEMO', env, WRITE_LIMIT_DEFAULTS.demo),
      captcha: requestLimit('LIMIT_CAPTCHA', env, WRITE_LIMIT_DEFAULTS.captcha),
      sendCode: requestLimit('LIMIT_SEND_CODE', env, WRITE_LIMIT_DEFAULTS.sendCode),
      register: requestLimit('LIMIT_REGISTER', env, WRITE_LIMIT_DEFAULTS.register),
    },
    purgeEveryMs: Math.max(1, int(env.PURGE_EVERY_MINUTES, 10)) * MINUTE,
    scryptN: scryptN(env.SCRYPT_N),
    loginLimits: {
      account: requestLimit('LIMIT_LOGIN_ACCOUNT', env, LOGIN_LIMIT_DEFAULTS.account),
      address: requestLimit('LIMIT_LOGIN_ADDRESS', env, LOGIN_LIMIT_DEFAULTS.address),
    },
    codeAddressLimit: requestLimit('LIMIT_CODE_ADDRESS', env, CODE_ADDRESS_LIMIT_DEFAULT),
    hashQueue: {
      concurrency: hashConcurrency,
      // 0 would refuse every login (a job waits, however briefly, before it runs): the default then.
      maxWaiting: int(env.HASH_QUEUE_MAX, 0) || 8 * hashConcurrency,
      maxWaitingPerLane: int(env.HASH_QUEUE_PER_ADDRESS, 0) || hashConcurrency,
    },
    ...overrides,
    // Static files are served from an absolute root, whoever configured it.
    staticDir: resolve(overrides.staticDir ?? env.STATIC_DIR ?? './dist/app'),
  };
  refuseUnsafeInProduction(config);
  return config;
}

/**
 * Production (NODE_ENV=production) refuses to start with a setting that only tests may use: a
 * typo in a deployment must stop the server, not quietly weaken it.
 */
export function refuseUnsafeInProduction(config: Config): void {
  if (!config.production) return;
  if (config.captchaTestMode) throw new Error('CAPTCHA_TEST_MODE=1 is for tests only: the server does not start with it when NODE_ENV=production.');
  if (config.marketControl) throw new Error('MARKET_CONTROL=1 is for tests only: the server does not start with it when NODE_ENV=production.');
  if (config.push.allowHttp) throw new Error('Plain http push endpoints are for tests only: the server does not start with them when NODE_ENV=production.');
  if (config.scryptN < SCRYPT_N_PRODUCTION_MIN) throw new Error(`SCRYPT_N=${config.scryptN} is for tests only: the server does not start with less than ${SCRYPT_N_PRODUCTION_MIN} when NODE_ENV=production.`);
}

/** VAPID's subject by default: the address of MAIL_FROM ('Lotwise <no-reply@x>' → 'mailto:no-reply@x'). */
function mailtoOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `mailto:${address}`;
}

/** SCRYPT_N: a power of two; unset is OWASP's minimum. Tests lower it to stay fast. */
function scryptN(value: string | undefined): number {
  if (value === undefined || value === '') return SCRYPT_N_PRODUCTION_MIN;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 20 || (n & (n - 1)) !== 0) throw new Error(`SCRYPT_N=${value} is not a power of two between 2 and 2^20.`);
  return n;
}

/**
 * '<max>/<window>' as in '20/1h', '30/10m' or '5/30s'; unset keeps the default. A value that does
 * not read stops the start: a limit that silently fell back would not be the one configured.
 */
function requestLimit(name: string, env: NodeJS.ProcessEnv, fallback: RequestLimit): RequestLimit {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value);
  const windowMs = match ? Number(match[2]) * { s: 1000, m: MINUTE, h: 60 * MINUTE }[match[3] as 's' | 'm' | 'h'] : 0;
  if (!match || windowMs <= 0 || windowMs > 24 * 60 * MINUTE) throw new Error(`${name}=${value} does not read as <max>/<window> with a window of a day at most, e.g. 20/1h, 30/10m or 5/30s.`);
  return { max: Number(match[1]), windowMs };
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
