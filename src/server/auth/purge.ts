import type { Clock, TimerHandle } from '../clock.ts';
import { captchaRepository } from '../db/captcha-repository.ts';
import { codeRepository } from '../db/code-repository.ts';
import { sessionRepository } from '../db/session-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
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
export async function purgeExpired(db: Executor, clock: Clock): Promise<Purged> {
  const now = clock.now();
  const captchas = await captchaRepository.removeExpired(db, now);
  const codes = await codeRepository.removeExpired(db, now);
  const sessions = await sessionRepository.removeExpired(db, now, now - IDLE_MS);
  // A device nobody is logged in on any more gets no one's notifications.
  const pushSubscriptions = await pushRepository.removeOrphans(db);
  // How long an attempt counts is limits.ts's to say.
  await createLimits(db, clock).prune();
  await createCounters(db, clock).prune();
  return { captchas, codes, sessions, pushSubscriptions };
}

/**
 * Runs the purge every `everyMs` on the server's clock (tests move it). Never two at once: a tick
 * that comes while one runs (a slow database) runs right after it, so no tick is lost. A failed
 * run is logged and the next one tries again; it never reaches a request. `stop` waits for a run
 * under way, so the database is not closed beneath it.
 */
export function schedulePurge(db: Executor, clock: Clock, everyMs: number, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = purgeExpired(db, clock)
      .then(() => undefined, onError)
      .finally(() => {
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
