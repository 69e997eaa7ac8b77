import type { CallParsedInput, User } from '../../contract/index.ts';
import type { LoginLimits } from '../config.ts';
import type { Accounts, UserRow } from '../engine/accounts.ts';
import { userWire } from '../http/user-wire.ts';
import type { AreaCodes } from '../engine/area-codes.ts';
import { CaptchaRequired, RateLimited, ServerBusy, WrongCredentials } from '../errors.ts';
import { addressKey } from './address-key.ts';
import type { Captchas } from './captcha.ts';
import type { CountedLimit, Counters } from './counters.ts';
import { loginIdentity } from './login-identity.ts';
import type { Sessions } from './sessions.ts';

const laterWhenBusy = (error: unknown) => {
  if (!(error instanceof ServerBusy)) throw error;
};

export interface LoggedIn {
  token: string;
  user: User;
}

/** Opens a session for a user and says who they are, as every way of logging in answers. */
export const openSession = async (sessions: Sessions, user: UserRow): Promise<LoggedIn> => ({ token: await sessions.open(Number(user.id)), user: userWire(user) });

/**
 * Logging in with a password, and the device's demo account. Every password login is counted
 * before its password is checked, right or wrong, and a success clears nothing:
 * - per address (the /64 for IPv6): past the limit, RATE_LIMITED until the window ends;
 * - per account (its normalised email or phone): past the threshold, the login also needs the
 *   image captcha (CAPTCHA_REQUIRED), instead of a lock that anyone could put on a customer.
 * The password check itself waits in the bounded hash queue, in the turn of the address.
 */
export function createLogin(deps: { accounts: Accounts; areas: AreaCodes; sessions: Sessions; counters: Counters; captchas: Captchas; limits: LoginLimits }) {
  const { accounts, areas, sessions, counters, captchas } = deps;
  const perAccount: CountedLimit = { kind: 'login-account', ...deps.limits.account };
  const perAddress: CountedLimit = { kind: 'login-address', ...deps.limits.address };

  return {
    async withPassword(input: CallParsedInput<'login'>, ip: string): Promise<LoggedIn> {
      const address = addressKey(ip);
      if (!(await counters.take(perAddress, address))) throw new RateLimited({ minutes: counters.minutesLeft(perAddress), of: 'logins' });
      const dialingCodes = input.login_type === 'mobile' ? (await areas.list()).map((a) => a.global_code) : [];
      const identity = loginIdentity(input.account, input.login_type, dialingCodes);
      if (!(await counters.take(perAccount, identity.key))) {
        if (!input.captcha_id || !input.key) throw new CaptchaRequired({ answer: 'missing' });
        if (!(await captchas.check(input.captcha_id, input.key))) throw new CaptchaRequired({ answer: 'wrong' });
      }
      const candidates = await accounts.candidates(identity.account, input.login_type);
      const user = await accounts.checkPassword(candidates, input.password, address);
      if (!user) throw new WrongCredentials(); // the same for a wrong account and a wrong password
      // A hash from before the cost was raised is replaced while the password is at hand; when
      // the hash queue is full, at a later login instead of refusing this one.
      if (accounts.passwordNeedsRehash(user)) await accounts.setPassword(Number(user.id), input.password).catch(laterWhenBusy);
      return openSession(sessions, user);
    },

    /** The device's demo account (a new one when it has none), logged in. */
    async demo(demoId: string | undefined): Promise<LoggedIn & { demo_id: string }> {
      const user = await accounts.demo(demoId);
      return { ...(await openSession(sessions, user)), demo_id: user.demo_id ?? '' };
    },
  };
}
export type Login = ReturnType<typeof createLogin>;
