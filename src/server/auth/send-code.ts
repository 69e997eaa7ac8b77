import type { CallParsedInput } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Accounts } from '../engine/accounts.ts';
import { checkEmail, checkPhone } from '../engine/addresses.ts';
import type { AreaCodes } from '../engine/area-codes.ts';
import { CodeTooSoon, NoVerifiedAddress, RealAccountOnly, SessionInvalid } from '../errors.ts';
import type { Notifier } from '../notify/notifier.ts';
import { CodePurpose, emailTarget, smsTarget, type Codes } from './codes.ts';
import { LIMITS, type Limit, type Limits } from './limits.ts';

/**
 * What a code message says, written by the caller in the reader's language: this module decides
 * what is sent to whom, never how it reads.
 */
export interface CodeLetters {
  code(code: string): { subject: string; text: string };
  /** To an address that asked for a registration code but already has an account. */
  accountExists(): { subject: string; text: string };
}

/** The logged-in account asking for a money code. */
export interface CodeAccount {
  id: number;
  isDemo: boolean;
}

/**
 * Verification codes by email and SMS (SPEC.md sections 4 and 9): one address waits `resendMs`
 * between codes (the send button's countdown) and gets at most 5 an hour, one network address
 * `ipLimit` (20 an hour unless LIMIT_CODE_ADDRESS says otherwise). The answer never tells whether the address has an account; only the message sent differs.
 */
export function createCodeSender(deps: { accounts: Accounts; areas: AreaCodes; codes: Codes; limits: Limits; ipLimit: Limit; notifier: Notifier; clock: Clock; resendMs: number }) {
  const { accounts, areas, codes, limits, ipLimit, notifier, clock, resendMs } = deps;

  async function admit(target: string, ip: string) {
    const last = await limits.lastAt(LIMITS.codeTarget, target);
    const waited = last === null ? Infinity : clock.now() - last;
    if (waited < resendMs) throw new CodeTooSoon({ seconds: Math.ceil((resendMs - waited) / 1000) });
    await limits.refuseWhenBlocked(
      [
        [LIMITS.codeTarget, target],
        [ipLimit, ip],
      ],
      'codes',
    );
    await limits.record(LIMITS.codeTarget, target);
    await limits.record(ipLimit, ip);
  }

  /**
   * A money code (type 3): only to the address the account registered with (verified by its
   * registration code), whatever the request names, so a stolen session cannot send it elsewhere.
   */
  async function toAccount(account: CodeAccount | null, channel: 'email' | 'phone', ip: string, letters: CodeLetters): Promise<void> {
    if (!account) throw new SessionInvalid();
    if (account.isDemo) throw new RealAccountOnly();
    const row = await accounts.byId(account.id);
    if (!row) throw new SessionInvalid();
    if (channel === 'email') {
      if (!row.email) throw new NoVerifiedAddress({ channel });
      const target = emailTarget(row.email);
      await admit(target, ip);
      await notifier.email({ to: row.email, ...letters.code(await codes.issue(target, CodePurpose.MONEY)) });
    } else {
      if (!row.phone || !row.area_code) throw new NoVerifiedAddress({ channel });
      const target = smsTarget(row.area_code, row.phone);
      await admit(target, ip);
      await notifier.sms({ areaCode: row.area_code, phone: row.phone }, letters.code(await codes.issue(target, CodePurpose.MONEY)).text);
    }
  }

  return {
    async byEmail(input: CallParsedInput<'sendEmail'>, ip: string, letters: CodeLetters, account: CodeAccount | null = null): Promise<void> {
      if (input.type === CodePurpose.MONEY) return toAccount(account, 'email', ip, letters);
      const email = checkEmail(input.to);
      if (input.type === CodePurpose.REGISTER) await areas.allowedDialingCode(input.area_id, false);
      const target = emailTarget(email);
      await admit(target, ip);
      const exists = Boolean(await accounts.findByEmail(email));
      if (input.type === CodePurpose.REGISTER && exists) await notifier.email({ to: email, ...letters.accountExists() });
      else if (input.type === CodePurpose.REGISTER || exists) await notifier.email({ to: email, ...letters.code(await codes.issue(target, input.type)) });
    },

    async bySms(input: CallParsedInput<'sendSms'>, ip: string, letters: CodeLetters, account: CodeAccount | null = null): Promise<void> {
      if (input.type === CodePurpose.MONEY) return toAccount(account, 'phone', ip, letters);
      const phone = checkPhone(input.to);
      const areaCode = (await areas.allowedDialingCode(input.area_id, true))!;
      const target = smsTarget(areaCode, phone);
      await admit(target, ip);
      const exists = (await accounts.findByPhone(phone, areaCode)).length > 0;
      if (input.type === CodePurpose.REGISTER ? !exists : exists) {
        await notifier.sms({ areaCode, phone }, letters.code(await codes.issue(target, input.type)).text);
      }
    },

    /** True once for the last money code sent to the account's email or phone (then it is used). */
    async consumeMoneyCode(userId: number, code: string): Promise<boolean> {
      const row = await accounts.byId(userId);
      if (!row) return false;
      if (row.email && (await codes.consume(emailTarget(row.email), CodePurpose.MONEY, code))) return true;
      return Boolean(row.phone && row.area_code && (await codes.consume(smsTarget(row.area_code, row.phone), CodePurpose.MONEY, code)));
    },
  };
}
export type CodeSender = ReturnType<typeof createCodeSender>;
