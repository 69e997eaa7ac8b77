// The environment the server reads: one zod schema, every variable with its default and what a
// bad value does (most counts fall back to the default; limits, SCRYPT_N and TRUST_PROXY stop the
// start). config.ts turns the result into the Config the server runs with.
import { isIP } from 'node:net';
import { z } from 'zod';

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

/** An empty variable (`PORT=` in a shell or an env file) counts as unset: its default applies. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * A whole number of at least 0. A value that is not one (text, a fraction, a negative) falls back
 * to the default rather than stopping the start, as these counts always have.
 */
const count = (fallback: number) => z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0)).catch(fallback);
/** A count where 0 would disable what it sizes (a timeout, a cap): 0 means the default too. */
const positive = (fallback: number) => count(fallback).transform((n) => n || fallback);
/** On only when set to exactly `1`. */
const flag = z
  .string()
  .optional()
  .transform((value) => value === '1');
/** A comma-separated list, each entry trimmed, empty entries dropped; unset or empty: undefined. */
const list = (normalise: (entry: string) => string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((s) => normalise(s.trim()))
            .filter(Boolean)
        : undefined,
    );

const WINDOW_UNIT_MS = { s: 1000, m: MINUTE, h: 60 * MINUTE } as const;
/**
 * '<max>/<window>' as in '20/1h', '30/10m' or '5/30s'; unset keeps the default. A value that does
 * not read stops the start: a limit that silently fell back would not be the one configured.
 */
const requestLimit = (name: string, fallback: RequestLimit) =>
  z
    .string()
    .optional()
    .transform((value, ctx): RequestLimit => {
      if (value === undefined || value === '') return fallback;
      const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value);
      const windowMs = match ? Number(match[2]) * WINDOW_UNIT_MS[match[3] as keyof typeof WINDOW_UNIT_MS] : 0;
      if (match && windowMs > 0 && windowMs <= 24 * 60 * MINUTE) return { max: Number(match[1]), windowMs };
      ctx.addIssue({ code: 'custom', message: `${name}=${value} does not read as <max>/<window> with a window of a day at most, e.g. 20/1h, 30/10m or 5/30s.` });
      return z.NEVER;
    });

/** SCRYPT_N: a power of two; unset is OWASP's minimum. Tests lower it to stay fast. */
const scryptN = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return SCRYPT_N_PRODUCTION_MIN;
      const n = Number(value);
      if (Number.isInteger(n) && n >= 2 && n <= 2 ** 20 && (n & (n - 1)) === 0) return n;
      ctx.addIssue({ code: 'custom', message: `SCRYPT_N=${value} is not a power of two between 2 and 2^20.` });
      return z.NEVER;
    }),
);

const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

const DEFAULT_MAIL_FROM = 'Lotwise <no-reply@lotwise.example>';

/**
 * Every environment variable the server reads, with its default (README's Configuration table).
 * Defaults that depend on the machine's cores or on another variable are applied in loadConfig.
 */
const envSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: count(8080),
  DATA_DIR: z.string().default('./data'),
  SQLITE_FILE: z.string().optional(),
  DATABASE_URL: z.string().default(''),
  NATS_URL: z.string().default(''),
  NATS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('lotwise'),
  NODE_ID: z.string().min(1).max(100).optional(),
  STATIC_DIR: z.string().default('./dist/app'),
  LOG_LEVEL: z.string().default('info'),
  MARKET_TICK_MS: count(500),
  MARKET_SEED: z.string().default('lotwise'),
  MARKET_HALTED: list((code) => code.toUpperCase()),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  OUTBOX_FILE: z.string().optional(),
  OPERATOR_SOCKET: z.string().optional(),
  DEMO_BALANCE: z.string().default('100000'),
  CODE_RESEND_SECONDS: count(60),
  COMPRESS_MIN_BYTES: count(1024),
  VAPID_PUBLIC_KEY: z
    .string()
    .default('')
    .transform((s) => s.trim()),
  VAPID_PRIVATE_KEY: z
    .string()
    .default('')
    .transform((s) => s.trim()),
  VAPID_SUBJECT: z
    .string()
    .default('')
    .transform((s) => s.trim()),
  PUSH_HOSTS: list((host) => host.toLowerCase()),
  PUSH_CONCURRENCY: positive(64),
  PUSH_TIMEOUT_MS: positive(10_000),
  PUSH_THREADS: count(-1),
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_MS: positive(30_000),
  SOCKETS_PER_ADDRESS: positive(20),
  SOCKET_MESSAGES_PER_SECOND: positive(20),
  SQLITE_BUSY_TIMEOUT_MS: count(5000),
  NODE_ENV: z.string().optional(),
  CAPTCHA_TEST_MODE: flag,
  MARKET_CONTROL: flag,
  SYSTEM_TRADERS: z
    .string()
    .optional()
    .transform((value) => value !== '0'),
  LIMIT_DEMO: requestLimit('LIMIT_DEMO', WRITE_LIMIT_DEFAULTS.demo),
  LIMIT_CAPTCHA: requestLimit('LIMIT_CAPTCHA', WRITE_LIMIT_DEFAULTS.captcha),
  LIMIT_SEND_CODE: requestLimit('LIMIT_SEND_CODE', WRITE_LIMIT_DEFAULTS.sendCode),
  LIMIT_REGISTER: requestLimit('LIMIT_REGISTER', WRITE_LIMIT_DEFAULTS.register),
  LIMIT_LOGIN_ACCOUNT: requestLimit('LIMIT_LOGIN_ACCOUNT', LOGIN_LIMIT_DEFAULTS.account),
  LIMIT_LOGIN_ADDRESS: requestLimit('LIMIT_LOGIN_ADDRESS', LOGIN_LIMIT_DEFAULTS.address),
  LIMIT_CODE_ADDRESS: requestLimit('LIMIT_CODE_ADDRESS', CODE_ADDRESS_LIMIT_DEFAULT),
  PURGE_EVERY_MINUTES: count(10).transform((n) => Math.max(1, n)),
  SCRYPT_N: scryptN,
  // -1: "not set", replaced below by a default that depends on the cores.
  HASH_CONCURRENCY: count(-1),
  HASH_QUEUE_MAX: count(0),
  HASH_QUEUE_PER_ADDRESS: count(0),
});

/** Reads the environment; a value that does not read stops the start, naming every such variable at once. */
export function readEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(env);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('\n'));
  return result.data;
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
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
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
