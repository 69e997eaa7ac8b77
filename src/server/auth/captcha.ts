import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { captchaRepository as repo } from '../db/captcha-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { drawCaptcha } from './captcha-picture.ts';
import { sha256 } from './tokens.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
// No 0/O, 1/I/L: a person should never have to guess between look-alikes. No vowels: four
// random characters never spell a word, rude or otherwise.
const ALPHABET = '23456789BCDFGHJKMNPQRSTVWXYZ';
const LENGTH = 4;

export interface CaptchaOptions {
  /**
   * Tests only (CAPTCHA_TEST_MODE=1, refused in production): each new captcha also carries its
   * answer, so tests never have to read the picture.
   */
  revealAnswers?: boolean;
}

/**
 * Image captchas (registration when verify_reg_type is 2, and login past its threshold): a
 * picture the answer is drawn in (captcha-picture.ts), single use, 5 minutes. How often one
 * address may ask for a new one is http/rate-limits.ts's.
 */
export function createCaptchas(db: Executor, clock: Clock, options: CaptchaOptions = {}) {
  const now = () => clock.now();
  return {
    async create(): Promise<{ id: string; b64s: string; answer?: string }> {
      const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const id = randomBytes(16).toString('base64url');
      await repo.insert(db, { id, answer, expires_at: now() + CAPTCHA_TTL_MS });
      const b64s = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString('base64')}`;
      return options.revealAnswers ? { id, b64s, answer } : { id, b64s };
    },

    /**
     * True when `answer` is the captcha's (any letter case). Single use: the one statement that
     * reads the answer also deletes the row, so of two checks at once only one can see it, and a
     * captcha is gone after one check, right or wrong. An expired one is left to the purge.
     */
    async check(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !answer) return false;
      const stored = await repo.take(db, id, now());
      if (stored === undefined) return false;
      // Compared as hashes: equal lengths whatever was typed, and no early exit to time.
      return timingSafeEqual(Buffer.from(sha256(stored.toUpperCase()), 'hex'), Buffer.from(sha256(answer.trim().toUpperCase()), 'hex'));
    },
  };
}
export type Captchas = ReturnType<typeof createCaptchas>;
