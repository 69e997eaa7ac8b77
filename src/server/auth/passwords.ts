import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PasswordMismatch, PasswordRule } from '../errors.ts';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

// scrypt with N=2^15 (~32 MiB, tens of ms): slow for a guesser, fine for a login.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEYLEN = 32;

/** Stored as scrypt$N$r$p$salt$hash, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // With no stored hash (no such account) the same work is done, so timing does not tell.
  const [scheme, n, r, p, salt, hash] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return stored !== null && timingSafeEqual(key, expected);
}

const DUMMY = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEYLEN).toString('base64url')}`;

/** 8 to 64 characters with at least one letter and one digit. */
export function passwordAcceptable(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /\p{L}/u.test(password) && /\d/.test(password);
}

/** Refuses a new password that breaks the rule. */
export function checkPasswordRule(password: string): void {
  if (!passwordAcceptable(password)) throw new PasswordRule();
}

/** Refuses a new password and its confirmation when they differ or break the rule. */
export function checkNewPassword(password: string, again: string): void {
  if (password !== again) throw new PasswordMismatch();
  checkPasswordRule(password);
}
