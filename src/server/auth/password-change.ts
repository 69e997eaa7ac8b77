import type { CallParsedInput } from '../../contract/index.ts';
import type { Accounts } from '../engine/accounts.ts';
import { CodeInvalid } from '../errors.ts';
import { CodePurpose, emailTarget, smsTarget, type Codes } from './codes.ts';
import { checkNewPassword, checkPasswordRule } from './passwords.ts';
import type { Sessions } from './sessions.ts';

/**
 * New passwords with a code sent to the account's address: a forgotten one (every session ends)
 * and a change by a logged-in user (every other session ends).
 */
export function createPasswordChanges(deps: { accounts: Accounts; codes: Codes; sessions: Sessions }) {
  const { accounts, codes, sessions } = deps;
  return {
    async reset(input: CallParsedInput<'forgetPassword'>): Promise<void> {
      checkNewPassword(input.new_password, input.secondary_password);
      const candidates = await accounts.candidates(input.account, input.type);
      const user = candidates.length === 1 ? candidates[0] : undefined;
      const target = user && (input.type === 'email' ? emailTarget(user.email!) : smsTarget(user.area_code!, user.phone!));
      // A wrong code and an unknown account read the same.
      if (!user || !target || !(await codes.consume(target, CodePurpose.RESET, input.auth_code))) throw new CodeInvalid();
      await accounts.setPassword(Number(user.id), input.new_password);
      await sessions.revokeAllFor(Number(user.id));
    },

    /** `token` is the session that asked: it stays logged in. */
    async change(userId: number, token: string | undefined, input: CallParsedInput<'amendPassword'>): Promise<void> {
      const row = await accounts.byId(userId);
      checkPasswordRule(input.new_password);
      // The address the code went to: the one asked for when the account has it, else the other.
      const target = !row ? '' : input.type === 'email' && row.email ? emailTarget(row.email) : row.phone ? smsTarget(row.area_code!, row.phone) : row.email ? emailTarget(row.email) : '';
      if (!target || !(await codes.consume(target, CodePurpose.RESET, input.auth_code))) throw new CodeInvalid();
      await accounts.setPassword(userId, input.new_password);
      await sessions.revokeAllFor(userId, token);
    },
  };
}
export type PasswordChanges = ReturnType<typeof createPasswordChanges>;
