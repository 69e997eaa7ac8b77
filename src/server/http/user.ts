import type { Auth } from '../auth/index.ts';
import { fromUnits } from '../units.ts';
import type { Accounts } from '../engine/accounts.ts';
import { codeLetters } from '../i18n/code-letters.ts';
import type { HandlerMap } from './handlers.ts';
import { userWire } from './user-wire.ts';

/** Calls whose answer is only the envelope's message (confirmations.ts). */
const done = async (work: Promise<void>) => {
  await work;
  return null;
};
const wireBalance = (units: bigint) => ({ balance: fromUnits(units, 2) });

/** Registration, login, demo accounts, codes and passwords (SPEC.md sections 5 and 7). */
export function userHandlers({ auth, accounts }: { auth: Auth; accounts: Accounts }): HandlerMap {
  return {
    userInfo: async ({ user }) => userWire(await accounts.profile(user!.id)),
    login: ({ input, ip }) => auth.login.withPassword(input, ip),
    // The call's access is 'session', so the token is there and valid.
    logout: ({ token }) => done(auth.logout(token ?? '')),
    createDemo: ({ input }) => auth.login.demo(input.demo_id),
    captcha: () => auth.captchas.create(),
    sendEmail: ({ input, ip, t, user }) => done(auth.sendCode.byEmail(input, ip, codeLetters(t), user)),
    sendSms: ({ input, ip, t, user }) => done(auth.sendCode.bySms(input, ip, codeLetters(t), user)),
    register: ({ input }) => auth.register(input),
    forgetPassword: ({ input }) => done(auth.passwords.reset(input)),
    amendPassword: ({ input, user, token }) => done(auth.passwords.change(user!.id, token, input)),
    resetDemo: async ({ user }) => wireBalance(await accounts.resetDemo(user!.id)),
    getBalance: async ({ user }) => wireBalance(await accounts.balance(user!.id)),
  };
}
