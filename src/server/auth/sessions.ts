import type { Bus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import { sessionRepository as repo } from '../db/session-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
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

export function createSessions(db: Executor, clock: Clock, bus: Bus) {
  const now = () => clock.now();
  return {
    /** Opens a session; only the token's hash is stored. */
    async open(userId: number): Promise<string> {
      const token = newToken();
      const at = now();
      await repo.insert(db, { user_id: userId, token_hash: sha256(token), created_at: at, expires_at: at + ABSOLUTE_MS });
      return token;
    },

    async resolve(token: string | undefined): Promise<SessionInfo | null> {
      if (!token || token.length > 200) return null;
      const row = await repo.byTokenHash(db, sha256(token));
      const at = now();
      if (!row || row.revoked || Number(row.expires_at) <= at || Number(row.last_seen_at) + IDLE_MS <= at) return null;
      if (at - Number(row.last_seen_at) > TOUCH_EVERY_MS) await repo.touch(db, row.id, at);
      return { userId: Number(row.user_id), isDemo: row.is_demo === 1n };
    },

    /** Ends one session (a logout); the socket of that device drops its private channels. */
    async revoke(token: string): Promise<void> {
      const tokenHash = sha256(token);
      const userId = await repo.revoke(db, tokenHash);
      if (userId !== undefined) bus.emit({ type: 'sessions.revoked', userId, tokenHash });
    },

    /**
     * After a password change every other device must log in again (after a reset, every
     * device). The bus tells the socket hub, which drops those devices' private channels.
     */
    async revokeAllFor(userId: number, exceptToken?: string): Promise<void> {
      const keepTokenHash = exceptToken ? sha256(exceptToken) : undefined;
      await repo.revokeAllOf(db, userId, keepTokenHash);
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
