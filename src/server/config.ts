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
}

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
    trustProxy: env.TRUST_PROXY === 'true',
    ...overrides,
    // Static files are served from an absolute root, whoever configured it.
    staticDir: resolve(overrides.staticDir ?? env.STATIC_DIR ?? './dist/app'),
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}
