import type { Clock } from '../clock.ts';
import type { LoginLimits } from '../config.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { Accounts } from '../engine/accounts.ts';
import type { AreaCodes } from '../engine/area-codes.ts';
import type { Settings } from '../engine/settings.ts';
import type { Notifier } from '../notify/notifier.ts';
import { createCaptchas, type CaptchaOptions } from './captcha.ts';
import { createCodes } from './codes.ts';
import { createCounters } from './counters.ts';
import { codeIpLimit, createLimits } from './limits.ts';
import { createLogin } from './login.ts';
import { createPasswordChanges } from './password-change.ts';
import { createRegistration, type Terms } from './registration.ts';
import { createCodeSender } from './send-code.ts';
import type { Sessions } from './sessions.ts';

export interface AuthDeps {
  db: Executor;
  clock: Clock;
  sessions: Sessions;
  accounts: Accounts;
  areas: AreaCodes;
  settings: Settings;
  notifier: Notifier;
  /** Wait between two codes to one address (config: CODE_RESEND_SECONDS). */
  resendMs: number;
  captcha?: CaptchaOptions;
  /** Login attempts per account and per address (config: LIMIT_LOGIN_ACCOUNT, LIMIT_LOGIN_ADDRESS). */
  loginLimits: LoginLimits;
  /** Codes one client address may ask for (config.codeAddressLimit). */
  codeAddressLimit: { max: number; windowMs: number };
  /** The acceptance of the terms, privacy policy and risk disclosure at registration. */
  terms: Terms;
}

/** The flows that let a person in: login, registration, codes, captchas and new passwords. */
export function createAuth(deps: AuthDeps) {
  const { db, clock, sessions, accounts, areas, settings, notifier, resendMs, loginLimits } = deps;
  const codes = createCodes(db, clock);
  const limits = createLimits(db, clock);
  const captchas = createCaptchas(db, clock, deps.captcha);
  const counters = createCounters(db, clock);
  return {
    captchas,
    counters,
    login: createLogin({ accounts, areas, sessions, counters, captchas, limits: loginLimits }),
    register: createRegistration({ accounts, areas, codes, captchas, sessions, settings, terms: deps.terms }),
    sendCode: createCodeSender({ accounts, areas, codes, limits, ipLimit: codeIpLimit(deps.codeAddressLimit), notifier, clock, resendMs }),
    passwords: createPasswordChanges({ accounts, codes, sessions }),
    /** Logout: this session ends on the server, and its socket drops the private channels (bus). */
    logout: (token: string) => sessions.revoke(token),
  };
}
export type Auth = ReturnType<typeof createAuth>;
