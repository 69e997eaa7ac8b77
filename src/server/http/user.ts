import type { Captchas } from '../auth/captcha.ts';
import { CodePurpose, type Codes } from '../auth/codes.ts';
import { CODE_RESEND_MS, LIMITS, type Limits } from '../auth/limits.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';
import { fromUnits } from '../db/units.ts';
import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  emailTarget,
  smsTarget,
  toWireUser,
  type Accounts,
} from '../engine/accounts.ts';
import { BusinessError, SessionInvalid } from '../errors.ts';
import { m } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { HandlerMap } from './handlers.ts';

export interface UserDeps {
  db: Db;
  accounts: Accounts;
  sessions: Sessions;
  codes: Codes;
  limits: Limits;
  captchas: Captchas;
  notifier: Notifier;
}

/** Registration, login, demo accounts, codes and passwords (SPEC.md sections 5 and 7). */
export function userHandlers(deps: UserDeps): HandlerMap {
  const { accounts, sessions, codes, limits, captchas, notifier, db } = deps;

  const loginReply = async (user: Parameters<typeof toWireUser>[0]) => ({ token: await sessions.open(Number(user.id)), user: toWireUser(user) });

  /** The 60 s countdown and the hourly limits of send-code, per address and per network address. */
  async function guardSend(target: string, ip: string) {
    const last = await limits.lastAt(LIMITS.codeTarget, target);
    if (last !== null && Date.now() - last < CODE_RESEND_MS) {
      throw new BusinessError(m.codeTooSoon, { seconds: Math.ceil((CODE_RESEND_MS - (Date.now() - last)) / 1000) });
    }
    for (const [limit, key] of [[LIMITS.codeTarget, target], [LIMITS.codeIp, ip]] as const) {
      const minutes = await limits.blockedFor(limit, key);
      if (minutes) throw new BusinessError(m.tooManyCodes, { minutes });
    }
    await limits.record(LIMITS.codeTarget, target);
    await limits.record(LIMITS.codeIp, ip);
  }

  const codeText = (t: Translate, code: string) => t(m.mailCodeText, { code });

  return {
    async userInfo({ user }) {
      const row = user && (await accounts.byId(user.id));
      if (!row) throw new SessionInvalid();
      return toWireUser(row);
    },

    async login({ input, request }) {
      const accountKey = `${input.login_type}:${input.account.trim().toLowerCase()}`;
      for (const [limit, key] of [[LIMITS.loginAccount, accountKey], [LIMITS.loginIp, request.ip]] as const) {
        const minutes = await limits.blockedFor(limit, key);
        if (minutes) throw new BusinessError(m.tooManyLogins, { minutes });
      }
      const user = await accounts.checkPassword(await accounts.candidates(input.account, input.login_type), input.password);
      if (!user) {
        await limits.record(LIMITS.loginAccount, accountKey);
        await limits.record(LIMITS.loginIp, request.ip);
        throw new BusinessError(m.wrongCredentials); // the same for a wrong account and a wrong password
      }
      await limits.clear(LIMITS.loginAccount, accountKey);
      return loginReply(user);
    },

    async createDemo({ input }) {
      const user = await accounts.demo(input.demo_id);
      return { ...(await loginReply(user)), demo_id: user.demo_id ?? '' };
    },

    async captcha() {
      return captchas.create();
    },

    async sendEmail({ input, request, t, say }) {
      const email = checkEmail(input.to);
      if (input.type === CodePurpose.REGISTER) await accounts.allowedAreaCode(input.area_id, false);
      const target = emailTarget(email);
      await guardSend(target, request.ip);
      const exists = Boolean(await accounts.findByEmail(email));
      const subject = t(m.mailCodeSubject);
      // The reply is the same whether or not the address has an account; only the mail differs.
      if (input.type === CodePurpose.REGISTER && exists) await notifier.email({ to: email, subject: t(m.mailExistsSubject), text: t(m.mailExistsText) });
      else if (input.type === CodePurpose.REGISTER || exists) await notifier.email({ to: email, subject, text: codeText(t, await codes.issue(target, input.type)) });
      say(m.codeSent);
      return null;
    },

    async sendSms({ input, request, t, say }) {
      const phone = checkPhone(input.to);
      const areaCode = (await accounts.allowedAreaCode(input.area_id, true))!;
      const target = smsTarget(areaCode, phone);
      await guardSend(target, request.ip);
      const exists = (await accounts.findByPhone(phone, areaCode)).length > 0;
      if (input.type === CodePurpose.REGISTER ? !exists : exists) {
        await notifier.sms({ areaCode, phone }, codeText(t, await codes.issue(target, input.type)));
      }
      say(m.codeSent);
      return null;
    },

    async register({ input }) {
      const settings = await db.selectFrom('site_settings').select('value').where('key', '=', 'verify_reg_type').executeTakeFirst();
      if (settings?.value === '2' && !(await captchas.check(input.captcha_id, input.key))) throw new BusinessError(m.captchaInvalid);
      const isEmail = input.type === 'email';
      const email = isEmail ? checkEmail(input.account) : null;
      const phone = isEmail ? null : checkPhone(input.mobile || input.account);
      const areaCode = await accounts.allowedAreaCode(input.area_id, !isEmail);
      checkNewPassword(input.password, input.re_password);
      const invitedBy = await accounts.inviterId(input.invite_code);
      const target = isEmail ? emailTarget(email!) : smsTarget(areaCode!, phone!);
      if (!(await codes.consume(target, CodePurpose.REGISTER, input.sms_code))) throw new BusinessError(m.codeInvalid);
      const user = await accounts.createReal({ email, areaCode: isEmail ? areaCode : areaCode, phone, password: input.password, invitedBy });
      if (!user) throw new BusinessError(m.codeInvalid); // taken meanwhile: say nothing about the account
      return loginReply(user);
    },

    async forgetPassword({ input, say }) {
      checkNewPassword(input.new_password, input.secondary_password);
      const candidates = await accounts.candidates(input.account, input.type);
      const user = candidates.length === 1 ? candidates[0] : undefined;
      const target = user && (input.type === 'email' ? emailTarget(user.email!) : smsTarget(user.area_code!, user.phone!));
      // A wrong code and an unknown account read the same.
      if (!user || !target || !(await codes.consume(target, CodePurpose.RESET, input.auth_code))) throw new BusinessError(m.codeInvalid);
      await accounts.setPassword(Number(user.id), input.new_password);
      await sessions.revokeAllFor(Number(user.id));
      say(m.passwordChanged);
      return null;
    },

    async amendPassword({ input, user, token, say }) {
      const row = (await accounts.byId(user!.id))!;
      if (!passwordOk(input.new_password)) throw new BusinessError(m.passwordRule);
      const target = input.type === 'email' && row.email ? emailTarget(row.email) : row.phone ? smsTarget(row.area_code!, row.phone) : row.email ? emailTarget(row.email) : '';
      if (!target || !(await codes.consume(target, CodePurpose.RESET, input.auth_code))) throw new BusinessError(m.codeInvalid);
      await accounts.setPassword(user!.id, input.new_password);
      await sessions.revokeAllFor(user!.id, token);
      say(m.passwordChanged);
      return null;
    },

    async resetDemo({ user, say }) {
      const balance = await accounts.resetDemo(user!.id);
      say(m.demoReset);
      return { balance: fromUnits(balance, 2) };
    },

    async getBalance({ user }) {
      const row = (await accounts.byId(user!.id))!;
      return { balance: fromUnits(row.balance, 2) };
    },
  };
}

function passwordOk(password: string) {
  try {
    checkNewPassword(password, password);
    return true;
  } catch {
    return false;
  }
}
