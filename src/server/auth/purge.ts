import type { Clock, TimerHandle } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { pushRepository } from '../db/push-repository.ts';
import { createCounters } from './counters.ts';
import { createLimits } from './limits.ts';
import { IDLE_MS } from './sessions.ts';

export interface Purged {
  captchas: number;
  codes: number;
  sessions: number;
  /** Web push subscriptions whose session is gone (expired, or ended without the bus telling). */
  pushSubscriptions: number;
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
  // A device nobody is logged in on any more gets no one's notifications.
  const pushSubscriptions = await pushRepository.removeOrphans(db);
  // How long an attempt counts is limits.ts's to say.
  await createLimits(db, clock).prune();
  await createCounters(db, clock).prune();
  return { captchas: Number(captchas.numDeletedRows), codes: Number(codes.numDeletedRows), sessions: Number(sessions.numDeletedRows), pushSubscriptions };
}

/**
 * Runs the purge every `everyMs` on the server's clock (tests move it). Never two at once: a tick
 * that comes while one runs (a slow database) runs right after it, so no tick is lost. A failed
 * run is logged and the next one tries again; it never reaches a request. `stop` waits for a run
 * under way, so the database is not closed beneath it.
 */
export function schedulePurge(db: Db, clock: Clock, everyMs: number, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = purgeExpired(db, clock).then(
      () => undefined,
      onError,
    ).finally(() => {
      running = null;
      if (again && handle) {
        again = false;
        run();
      }
    });
  };
  let handle: TimerHandle | null = clock.setInterval(run, everyMs);
  return {
    async stop() {
      if (handle) clock.clearInterval(handle);
      handle = null;
      while (running) await running;
    },
  };
}
