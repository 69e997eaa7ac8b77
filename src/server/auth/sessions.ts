import type { Bus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { newToken, sha256 } from './tokens.ts';

/** A session ends after a week without use, and after 30 days whatever happens. */
export const IDLE_MS = 7 * 24 * 3600_000;
export const ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionInfo {
  userId: number;
  isDemo: boolean;
}

export function createSessions(db: Db, clock: Clock, bus: Bus) {
  const now = () => clock.now();
  return {
    /** Opens a session; only the token's hash is stored. */
    async open(userId: number): Promise<string> {
      const token = newToken();
      const at = now();
      await db.insertInto('sessions').values({ user_id: userId, token_hash: sha256(token), created_at: at, last_seen_at: at, expires_at: at + ABSOLUTE_MS, revoked: 0 }).execute();
      return token;
    },

    async resolve(token: string | undefined): Promise<SessionInfo | null> {
      if (!token || token.length > 200) return null;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at', 'sessions.expires_at', 'sessions.revoked', 'users.is_demo'])
        .where('sessions.token_hash', '=', sha256(token))
        .executeTakeFirst();
      const at = now();
      if (!row || row.revoked || Number(row.expires_at) <= at || Number(row.last_seen_at) + IDLE_MS <= at) return null;
      if (at - Number(row.last_seen_at) > TOUCH_EVERY_MS) await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', row.id).execute();
      return { userId: Number(row.user_id), isDemo: row.is_demo === 1n };
    },

    /** Ends one session (a logout); the socket of that device drops its private channels. */
    async revoke(token: string): Promise<void> {
      const tokenHash = sha256(token);
      const row = await db.updateTable('sessions').set({ revoked: 1 }).where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
      if (row) bus.emit({ type: 'sessions.revoked', userId: Number(row.user_id), tokenHash });
    },

    /**
     * After a password change every other device must log in again (after a reset, every
     * device). The bus tells the socket hub, which drops those devices' private channels.
     */
    async revokeAllFor(userId: number, exceptToken?: string): Promise<void> {
      const keepTokenHash = exceptToken ? sha256(exceptToken) : undefined;
      let q = db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', BigInt(userId));
      if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash);
      await q.execute();
      bus.emit(keepTokenHash ? { type: 'sessions.revoked', userId, keepTokenHash } : { type: 'sessions.revoked', userId });
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

/** The token of a request: the authorization header, with or without 'Bearer '. */
export function tokenOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}
