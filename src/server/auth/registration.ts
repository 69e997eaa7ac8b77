import type { CallParsedInput } from '../../contract/index.ts';
import type { Executor } from '../db/wallet-repository.ts';
import type { Accounts } from '../engine/accounts.ts';
import { checkEmail, checkPhone } from '../engine/addresses.ts';
import type { AreaCodes } from '../engine/area-codes.ts';
import type { Settings } from '../engine/settings.ts';
import { CaptchaInvalid, CodeInvalid } from '../errors.ts';
import type { Captchas } from './captcha.ts';
import { CodePurpose, emailTarget, smsTarget, type Codes } from './codes.ts';
import { openSession, type LoggedIn } from './login.ts';
import { checkNewPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';

/** The legal documents' acceptance (engine/legal): refused unless the current version, then recorded in the account's transaction. */
export interface Terms {
  requireAccepted(version: string | undefined): string;
  recordAcceptance(userId: number, version: string, trx: Executor): Promise<void>;
}

/**
 * Registering a real account (SPEC.md section 4): the image captcha when the site asks for one,
 * a valid address from an allowed country, a new password twice, an optional invite code and
 * the code sent to the address. Ends logged in.
 */
export function createRegistration(deps: { accounts: Accounts; areas: AreaCodes; codes: Codes; captchas: Captchas; sessions: Sessions; settings: Settings; terms: Terms }) {
  const { accounts, areas, codes, captchas, sessions, settings, terms } = deps;
  return async function register(input: CallParsedInput<'register'>): Promise<LoggedIn> {
    // First: without the documents accepted nothing else is worth checking (issue 10 item 2).
    const termsVersion = terms.requireAccepted(input.accept_terms);
    if ((await settings.get('verify_reg_type')) === 2 && !(await captchas.check(input.captcha_id, input.key))) throw new CaptchaInvalid();
    const isEmail = input.type === 'email';
    const email = isEmail ? checkEmail(input.account) : null;
    const phone = isEmail ? null : checkPhone(input.mobile || input.account);
    const areaCode = await areas.allowedDialingCode(input.area_id, !isEmail);
    checkNewPassword(input.password, input.re_password);
    const invitedBy = await accounts.inviterId(input.invite_code);
    const target = email !== null ? emailTarget(email) : smsTarget(areaCode!, phone!);
    if (!(await codes.consume(target, CodePurpose.REGISTER, input.sms_code))) throw new CodeInvalid();
    // The acceptance is written in the account's transaction: never an account without it.
    const user = await accounts.createReal({ email, areaCode, phone, password: input.password, invitedBy }, (trx, userId) => terms.recordAcceptance(userId, termsVersion, trx));
    if (!user) throw new CodeInvalid(); // taken meanwhile: say nothing about the account
    return openSession(sessions, user);
  };
}
export type Register = ReturnType<typeof createRegistration>;
