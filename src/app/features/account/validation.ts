// The form rules of SPEC.md section 5, as pure functions so they are tested without a browser.
// Each returns the problem of every field that has one; the screens turn problems into prompts
// (prompts.ts). The email, phone and password rules mirror the server's, so a person hears
// about a mistake before a round trip; the server still decides.
import { isExcludedDialingCode } from './area-codes.ts';

export type Channel = 'email' | 'mobile';
export type Problem = 'required' | 'invalid' | 'weak' | 'mismatch' | 'region';
export type Problems<F extends string> = Partial<Record<F, Problem>>;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const PHONE = /^\d{4,15}$/;
const CODE = /^\d{6}$/;

/** The phone as the server reads it: digits only, no spaces, dashes, brackets or leading '+'. */
export const normalizePhone = (value: string) => value.replace(/[\s\-()]/g, '').replace(/^\+/, '');

export function emailProblem(value: string): Problem | undefined {
  if (!value.trim()) return 'required';
  return EMAIL.test(value.trim().toLowerCase()) ? undefined : 'invalid';
}

export function phoneProblem(value: string): Problem | undefined {
  if (!value.trim()) return 'required';
  return PHONE.test(normalizePhone(value)) ? undefined : 'invalid';
}

/** 8 to 64 characters with at least one letter and one digit. */
export function newPasswordProblem(value: string): Problem | undefined {
  if (!value) return 'required';
  return value.length >= 8 && value.length <= 64 && /\p{L}/u.test(value) && /\d/.test(value) ? undefined : 'weak';
}

export function repeatProblem(password: string, again: string): Problem | undefined {
  if (!again) return 'required';
  return again === password ? undefined : 'mismatch';
}

export function codeProblem(value: string): Problem | undefined {
  if (!value.trim()) return 'required';
  return CODE.test(value.trim()) ? undefined : 'invalid';
}

/** The dialing code of the chosen area; the excluded countries are refused here already. */
export function areaProblem(dialingCode: string | undefined): Problem | undefined {
  if (!dialingCode) return 'required';
  return isExcludedDialingCode(dialingCode) ? 'region' : undefined;
}

/** Drops the fields without a problem, so `Object.keys(result).length === 0` means valid. */
function only<F extends string>(entries: Record<F, Problem | undefined>): Problems<F> {
  return Object.fromEntries(Object.entries(entries).filter(([, p]) => p !== undefined)) as Problems<F>;
}

export const hasProblems = (problems: Problems<string>) => Object.keys(problems).length > 0;
/** 'Please complete' applies when something was left empty, not when something is wrong. */
export const hasMissing = (problems: Problems<string>) => Object.values(problems).includes('required');

export type LoginFields = 'account' | 'password' | 'captcha';
/** `captchaNeeded`: the server asked for the image code (too many failed logins to this account). */
export function checkLogin(v: { channel: Channel; account: string; password: string; captcha?: string; captchaNeeded?: boolean }): Problems<LoginFields> {
  // An account that exists with an old, differently shaped address must still be able to log
  // in, so login only asks for something to be typed.
  return only({
    account: v.account.trim() ? undefined : 'required',
    password: v.password ? undefined : 'required',
    captcha: v.captchaNeeded && !v.captcha?.trim() ? 'required' : undefined,
  });
}

/** The address a code is sent to: the email, or the phone with its area. */
export type TargetFields = 'area' | 'email' | 'phone';
export function checkTarget(v: { channel: Channel; dialingCode?: string; email: string; phone: string }, areaNeeded: boolean): Problems<TargetFields> {
  return only({
    area: areaNeeded || v.channel === 'mobile' ? areaProblem(v.dialingCode) : undefined,
    email: v.channel === 'email' ? emailProblem(v.email) : undefined,
    phone: v.channel === 'mobile' ? phoneProblem(v.phone) : undefined,
  });
}

export type RegisterFields = TargetFields | 'code' | 'password' | 'rePassword' | 'captcha';
export function checkRegister(v: {
  channel: Channel;
  dialingCode?: string;
  email: string;
  phone: string;
  code: string;
  password: string;
  rePassword: string;
  captcha: string;
  captchaNeeded: boolean;
}): Problems<RegisterFields> {
  return {
    ...checkTarget(v, true),
    ...only({
      code: codeProblem(v.code),
      password: newPasswordProblem(v.password),
      rePassword: repeatProblem(v.password, v.rePassword),
      captcha: v.captchaNeeded && !v.captcha.trim() ? 'required' : undefined,
    }),
  };
}

export type ResetFields = TargetFields | 'code' | 'password' | 'rePassword';
export function checkForgot(v: { channel: Channel; dialingCode?: string; email: string; phone: string; code: string; password: string; rePassword: string }): Problems<ResetFields> {
  return {
    ...checkTarget(v, false),
    ...only({ code: codeProblem(v.code), password: newPasswordProblem(v.password), rePassword: repeatProblem(v.password, v.rePassword) }),
  };
}

export type ChangeFields = 'code' | 'password' | 'rePassword';
export function checkChangePassword(v: { code: string; password: string; rePassword: string }): Problems<ChangeFields> {
  return only({ code: codeProblem(v.code), password: newPasswordProblem(v.password), rePassword: repeatProblem(v.password, v.rePassword) });
}
