import { EmailInvalid, PhoneInvalid } from '../errors.ts';

// What counts as an email address or a phone number for an account (SPEC.md section 4).
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const PHONE = /^\d{4,15}$/;

export const normalizeEmail = (value: string) => value.trim().toLowerCase();
export const normalizePhone = (value: string) => value.replace(/[\s\-()]/g, '').replace(/^\+/, '');
export const isPhone = (normalized: string) => PHONE.test(normalized);

/** The email as stored, or EmailInvalid. */
export function checkEmail(value: string): string {
  const email = normalizeEmail(value);
  if (!EMAIL.test(email)) throw new EmailInvalid();
  return email;
}

/** The national number as stored (digits only), or PhoneInvalid. */
export function checkPhone(value: string): string {
  const phone = normalizePhone(value);
  if (!isPhone(phone)) throw new PhoneInvalid();
  return phone;
}
