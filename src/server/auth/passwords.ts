import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PasswordMismatch, PasswordRule } from '../errors.ts';
import type { HashQueue } from './hash-queue.ts';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const R = 8;
const P = 1;
const KEYLEN = 32;
/** Stored hashes name their N; one above this is not ours, and would cost gigabytes. */
const N_MAX = 2 ** 20;
/** scrypt needs 128·N·r bytes; Node refuses unless maxmem is above that, so give it twice. */
const maxmemFor = (n: number, r = R, p = P) => 2 * 128 * n * r * p;

/** The lane of hashes for new passwords (registration, change, reset, rehash at login). */
export const NEW_PASSWORD_LANE = 'new-password';

/**
 * scrypt hashes stored as scrypt$N$r$p$salt$hash, so the cost can be raised without breaking old
 * hashes: a hash with other parameters than today's is replaced at the owner's next login.
 * Every hash runs in the bounded queue (hash-queue.ts).
 */
export function createPasswordHasher(options: { scryptN: number; queue: HashQueue }) {
  const { scryptN, queue } = options;
  const params = { N: scryptN, r: R, p: P, maxmem: maxmemFor(scryptN) };
  // With no stored hash (no such account) the same work is done, so timing does not tell.
  const dummy = ['scrypt', scryptN, R, P, randomBytes(16).toString('base64url'), randomBytes(KEYLEN).toString('base64url')].join('$');

  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await queue.run(NEW_PASSWORD_LANE, () => scrypt(password.normalize('NFKC'), salt, KEYLEN, params));
      return ['scrypt', scryptN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
    },

    /** Whether the password matches; `lane` is the client's address key, for the queue's turns. */
    async verify(password: string, stored: string | null, lane: string): Promise<boolean> {
      const [scheme, n, r, p, salt, hash] = (stored ?? dummy).split('$');
      const [N, rr, pp] = [Number(n), Number(r), Number(p)];
      if (scheme !== 'scrypt' || !(N > 1 && N <= N_MAX && rr >= 1 && rr <= 32 && pp >= 1 && pp <= 4) || !hash) return false;
      const expected = Buffer.from(hash, 'base64url');
      const key = await queue.run(lane, () => scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, { N, r: rr, p: pp, maxmem: maxmemFor(N, rr, pp) }));
      return stored !== null && timingSafeEqual(key, expected);
    },

    /** True for a hash made with other parameters than today's (an older, cheaper one). */
    needsRehash(stored: string | null): boolean {
      if (!stored) return false;
      const [scheme, n, r, p] = stored.split('$');
      return scheme !== 'scrypt' || Number(n) !== scryptN || Number(r) !== R || Number(p) !== P;
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

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
