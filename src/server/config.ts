import { randomBytes } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CODE_ADDRESS_LIMIT_DEFAULT,
  LOGIN_LIMIT_DEFAULTS,
  SCRYPT_N_PRODUCTION_MIN,
  WRITE_LIMIT_DEFAULTS,
  parseTrustProxy,
  readEnv,
  type LoginLimits,
  type RequestLimit,
  type TrustProxy,
  type WriteLimits,
} from './env.ts';

// The limits' types and defaults and the TRUST_PROXY parser live with the schema that reads them;
// the rest of the server keeps importing them from here.
export { CODE_ADDRESS_LIMIT_DEFAULT, LOGIN_LIMIT_DEFAULTS, SCRYPT_N_PRODUCTION_MIN, WRITE_LIMIT_DEFAULTS, parseTrustProxy };
export type { LoginLimits, RequestLimit, TrustProxy, WriteLimits };

const MINUTE = 60_000;

/** Every setting of the server, from environment variables with defaults that work with nothing set. README lists them. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** SQLite file inside dataDir, or ':memory:'. */
  sqliteFile: string;
  databaseUrl: string;
  /** nats:// URL of the cluster's message bus (issue 22); empty: one process with the in-process bus. */
  natsUrl: string;
  /** What the cluster's NATS subjects start with: clusters (or test runs) sharing a NATS server stay apart. */
  natsPrefix: string;
  /** This node's name in the cluster: lease rows and logs carry it. */
  nodeId: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = readEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  const cores = availableParallelism();
  const orDefault = (n: number, fallback: number) => (n === -1 ? fallback : n);
  const hashConcurrency = orDefault(e.HASH_CONCURRENCY, cores) || cores;
  const config: Config = {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    sqliteFile: e.SQLITE_FILE ?? join(dataDir, 'lotwise.db'),
    databaseUrl: e.DATABASE_URL,
    natsUrl: e.NATS_URL,
    natsPrefix: e.NATS_PREFIX,
    nodeId: e.NODE_ID ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    logLevel: e.LOG_LEVEL,
    tickMs: e.MARKET_TICK_MS,
    marketSeed: e.MARKET_SEED,
    haltedCodes: e.MARKET_HALTED ?? [],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxFile: e.OUTBOX_FILE ?? join(overrides.dataDir ?? dataDir, 'outbox.jsonl'),
    operatorSocket: e.OPERATOR_SOCKET ?? join(overrides.dataDir ?? dataDir, 'operator.sock'),
    demoBalance: e.DEMO_BALANCE,
    codeResendSeconds: e.CODE_RESEND_SECONDS,
    compressMinBytes: e.COMPRESS_MIN_BYTES,
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT || mailtoOf(e.MAIL_FROM),
      hosts: e.PUSH_HOSTS ?? PUSH_HOSTS_DEFAULT,
      allowHttp: false,
      concurrency: e.PUSH_CONCURRENCY,
      timeoutMs: e.PUSH_TIMEOUT_MS,
      // One core's worth off the main thread when there is a second core: the ticks keep theirs.
      threads: orDefault(e.PUSH_THREADS, cores > 1 ? 1 : 0),
    },
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    socketsPerAddress: e.SOCKETS_PER_ADDRESS,
    socketMessagesPerSecond: e.SOCKET_MESSAGES_PER_SECOND,
    sqliteBusyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS,
    production: e.NODE_ENV === 'production',
    captchaTestMode: e.CAPTCHA_TEST_MODE,
    marketControl: e.MARKET_CONTROL,
    systemTraders: e.SYSTEM_TRADERS,
    writeLimits: { demo: e.LIMIT_DEMO, captcha: e.LIMIT_CAPTCHA, sendCode: e.LIMIT_SEND_CODE, register: e.LIMIT_REGISTER },
    purgeEveryMs: e.PURGE_EVERY_MINUTES * MINUTE,
    scryptN: e.SCRYPT_N,
    loginLimits: { account: e.LIMIT_LOGIN_ACCOUNT, address: e.LIMIT_LOGIN_ADDRESS },
    codeAddressLimit: e.LIMIT_CODE_ADDRESS,
    hashQueue: {
      concurrency: hashConcurrency,
      // 0 would refuse every login (a job waits, however briefly, before it runs): the default then.
      maxWaiting: e.HASH_QUEUE_MAX || 8 * hashConcurrency,
      maxWaitingPerLane: e.HASH_QUEUE_PER_ADDRESS || hashConcurrency,
    },
    ...overrides,
    // Static files are served from an absolute root, whoever configured it.
    staticDir: resolve(overrides.staticDir ?? e.STATIC_DIR),
  };
  refuseUnsafeInProduction(config);
  // Nodes of a cluster share their state in PostgreSQL; an SQLite file each would split the money.
  if (config.natsUrl && !config.databaseUrl) throw new Error('NATS_URL runs this server as a node of a cluster, which needs DATABASE_URL (PostgreSQL) for the state the nodes share.');
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
  if (config.scryptN < SCRYPT_N_PRODUCTION_MIN)
    throw new Error(`SCRYPT_N=${config.scryptN} is for tests only: the server does not start with less than ${SCRYPT_N_PRODUCTION_MIN} when NODE_ENV=production.`);
}

/** VAPID's subject by default: the address of MAIL_FROM ('Lotwise <no-reply@x>' → 'mailto:no-reply@x'). */
function mailtoOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `mailto:${address}`;
}
