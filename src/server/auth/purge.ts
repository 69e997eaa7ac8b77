import type { Clock, TimerHandle } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { createLimits } from './limits.ts';
import { IDLE_MS } from './sessions.ts';

export interface Purged {
  captchas: number;
  codes: number;
  sessions: number;
}

/**
 * Deletes what can no longer be used: captchas and codes past their expiry, sessions past their
 * 30 days or their 7 idle days, and counted attempts older than every limit's window. None of
 * them is ever read again; left alone they would grow without end (a flood of captcha requests
 * leaves a row each).
 */
export async function purgeExpired(db: Db, clock: Clock): Promise<Purged> {
  const now = clock.now();
  const captchas = await db.deleteFrom('captchas').where('expires_at', '<=', BigInt(now)).executeTakeFirst();
  const codes = await db.deleteFrom('verification_codes').where('expires_at', '<=', BigInt(now)).executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', BigInt(now)), eb('last_seen_at', '<=', BigInt(now - IDLE_MS))]))
    .executeTakeFirst();
  // How long an attempt counts is limits.ts's to say.
  await createLimits(db, clock).prune();
  return { captchas: Number(captchas.numDeletedRows), codes: Number(codes.numDeletedRows), sessions: Number(sessions.numDeletedRows) };
}

/**
 * Runs the purge every `everyMs` on the server's clock (tests move it). A failed run is logged
 * and the next one tries again; it never reaches a request.
 */
export function schedulePurge(db: Db, clock: Clock, everyMs: number, onError: (error: unknown) => void): { stop(): void } {
  let running = false;
  const handle: TimerHandle = clock.setInterval(() => {
    if (running) return; // a slow database: never two purges at once
    running = true;
    purgeExpired(db, clock)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  return { stop: () => clock.clearInterval(handle) };
}
