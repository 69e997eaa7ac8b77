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
  /** True behind a reverse proxy, so the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
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
  /** Requests one client address may make to the unauthenticated writes (http/rate-limits.ts). */
  writeLimits: WriteLimits;
  /** How often expired attempts, captchas, codes and sessions are deleted (auth/purge.ts). */
  purgeEveryMs: number;
}

/** At most `max` requests in `windowMs`, per client address (per /64 for IPv6). */
export interface RequestLimit {
  max: number;
  windowMs: number;
}

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

const MINUTE = 60_000;
export const WRITE_LIMIT_DEFAULTS: Readonly<WriteLimits> = Object.freeze({
  demo: { max: 20, windowMs: 60 * MINUTE },
  captcha: { max: 30, windowMs: 10 * MINUTE },
  sendCode: { max: 30, windowMs: 10 * MINUTE },
  register: { max: 20, windowMs: 60 * MINUTE },
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
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
    demoBalance: env.DEMO_BALANCE ?? '100000',
    codeResendSeconds: int(env.CODE_RESEND_SECONDS, 60),
    trustProxy: env.TRUST_PROXY === 'true',
    production: env.NODE_ENV === 'production',
    captchaTestMode: env.CAPTCHA_TEST_MODE === '1',
    writeLimits: {
      demo: requestLimit('LIMIT_DEMO', env, WRITE_LIMIT_DEFAULTS.demo),
      captcha: requestLimit('LIMIT_CAPTCHA', env, WRITE_LIMIT_DEFAULTS.captcha),
      sendCode: requestLimit('LIMIT_SEND_CODE', env, WRITE_LIMIT_DEFAULTS.sendCode),
      register: requestLimit('LIMIT_REGISTER', env, WRITE_LIMIT_DEFAULTS.register),
    },
    purgeEveryMs: Math.max(1, int(env.PURGE_EVERY_MINUTES, 10)) * MINUTE,
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
  if (!match || windowMs <= 0) throw new Error(`${name}=${value} does not read as <max>/<window>, e.g. 20/1h, 30/10m or 5/30s.`);
  return { max: Number(match[1]), windowMs };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}
