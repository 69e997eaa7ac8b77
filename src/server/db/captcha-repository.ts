import type { Executor } from './wallet-repository.ts';

/** The SQL of image captchas (auth/captcha.ts, auth/purge.ts). */
export const captchaRepository = {
  async insert(ex: Executor, row: { id: string; answer: string; expires_at: number }): Promise<void> {
    await ex.insertInto('captchas').values(row).execute();
  },

  /**
   * Deletes the captcha unless expired and returns its answer. The one statement that reads the
   * answer also deletes the row, so of two checks at once only one can see it. An expired one
   * is left to the purge.
   */
  async take(ex: Executor, id: string, now: number): Promise<string | undefined> {
    const row = await ex.deleteFrom('captchas').where('id', '=', id).where('expires_at', '>', BigInt(now)).returning('answer').executeTakeFirst();
    return row?.answer;
  },

  /** Deletes captchas past their expiry; how many. */
  async removeExpired(ex: Executor, now: number): Promise<number> {
    const done = await ex.deleteFrom('captchas').where('expires_at', '<=', BigInt(now)).executeTakeFirst();
    return Number(done.numDeletedRows);
  },
};
