import { normalizeEmail, normalizePhone } from '../engine/addresses.ts';

/**
 * The account a login names, however it was typed: the per-account limit counts under it, and
 * the account is looked up by it. An email in lower case; a phone number as its national digits,
 * so '9123 4567', '9123-4567', '(9123)4567' and '+852 9123 4567' are one account. A number
 * written with '+' or '00' starts with its dialing code, which is dropped (the longest known code
 * that fits: dialing codes are prefix-free, apart from the North American '1' and its areas).
 */
export function loginIdentity(account: string, loginType: 'email' | 'mobile', dialingCodes: readonly string[]): { key: string; account: string } {
  if (loginType === 'email') {
    const email = normalizeEmail(account);
    return { key: `email:${email}`, account: email };
  }
  const trimmed = account.trim();
  const international = /^(\+|00)/.test(trimmed);
  let digits = normalizePhone(trimmed.replace(/^00/, ''));
  if (international) {
    const code = dialingCodes.filter((c) => c && digits.startsWith(c)).sort((a, b) => b.length - a.length)[0];
    if (code) digits = digits.slice(code.length);
  }
  return { key: `mobile:${digits}`, account: digits };
}
