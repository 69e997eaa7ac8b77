import type { Executor } from './wallet-repository.ts';

/** A session and the one fact of its user every request needs (whether the account is a demo). */
export interface SessionLookup {
  id: bigint;
  user_id: bigint;
  last_seen_at: bigint;
  expires_at: bigint;
  revoked: bigint;
  is_demo: bigint;
}

/** The SQL of sessions (auth/sessions.ts, auth/purge.ts). Only a token's hash is ever stored. */
export const sessionRepository = {
  async insert(ex: Executor, row: { user_id: number; token_hash: string; created_at: number; expires_at: number }): Promise<void> {
    await ex
      .insertInto('sessions')
      .values({ ...row, last_seen_at: row.created_at, revoked: 0 })
      .execute();
  },

  byTokenHash(ex: Executor, tokenHash: string): Promise<SessionLookup | undefined> {
    return ex
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at', 'sessions.expires_at', 'sessions.revoked', 'users.is_demo'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  async touch(ex: Executor, id: bigint, at: number): Promise<void> {
    await ex.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  },

  /** Ends the session of this token; its owner, or undefined when no session has it. */
  async revoke(ex: Executor, tokenHash: string): Promise<number | undefined> {
    const row = await ex.updateTable('sessions').set({ revoked: 1 }).where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
    return row ? Number(row.user_id) : undefined;
  },

  /** Ends every session of the user, or all but the one kept. */
  async revokeAllOf(ex: Executor, userId: number, keepTokenHash?: string): Promise<void> {
    let q = ex.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', BigInt(userId));
    if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash);
    await q.execute();
  },

  /** Deletes sessions past their absolute expiry or idle since `idleBefore`; how many. */
  async removeExpired(ex: Executor, now: number, idleBefore: number): Promise<number> {
    const done = await ex
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', BigInt(now)), eb('last_seen_at', '<=', BigInt(idleBefore))]))
      .executeTakeFirst();
    return Number(done.numDeletedRows);
  },
};
