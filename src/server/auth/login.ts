import type { CallParsedInput, User } from '../../contract/index.ts';
import { toWireUser, type Accounts, type UserRow } from '../engine/accounts.ts';
import { WrongCredentials } from '../errors.ts';
import { LIMITS, type Limits } from './limits.ts';
import type { Sessions } from './sessions.ts';

export interface LoggedIn {
  token: string;
  user: User;
}

/** Opens a session for a user and says who they are, as every way of logging in answers. */
export const openSession = async (sessions: Sessions, user: UserRow): Promise<LoggedIn> => ({ token: await sessions.open(Number(user.id)), user: toWireUser(user) });

/** Logging in with a password (limited per account and per address), and the device's demo account. */
export function createLogin(deps: { accounts: Accounts; sessions: Sessions; limits: Limits }) {
  const { accounts, sessions, limits } = deps;
  return {
    async withPassword(input: CallParsedInput<'login'>, ip: string): Promise<LoggedIn> {
      const accountKey = `${input.login_type}:${input.account.trim().toLowerCase()}`;
      await limits.refuseWhenBlocked([[LIMITS.loginAccount, accountKey], [LIMITS.loginIp, ip]], 'logins');
      const user = await accounts.checkPassword(await accounts.candidates(input.account, input.login_type), input.password);
      if (!user) {
        await limits.record(LIMITS.loginAccount, accountKey);
        await limits.record(LIMITS.loginIp, ip);
        throw new WrongCredentials(); // the same for a wrong account and a wrong password
      }
      await limits.clear(LIMITS.loginAccount, accountKey);
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
