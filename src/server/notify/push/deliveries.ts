import type { Clock, TimerHandle } from '../../clock.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { pushRepository as repo } from '../../db/push-repository.ts';
import type { DispatcherLog } from './dispatcher.ts';
import type { PushJob } from './jobs.ts';
import type { SendOutcome } from './sender.ts';

/** How often the delivered pushes' last_success_at is written. */
const SUCCESS_WRITE_MS = 1000;

/**
 * What becomes of each push once the queue is done with it: a delivered one is recorded, a
 * subscription its push service dropped (404 or 410) is removed, any other failure is logged.
 * `track` runs the database writes in the background, their faults logged.
 */
export function createDeliveries({ db, clock, log, track }: { db: Executor; clock: Clock; log: DispatcherLog; track: (work: Promise<unknown>, what: string) => void }) {
  /**
   * Rows the push service accepted since the last write of last_success_at: written together once
   * a second (each write is a durable commit; one per push would cost a wave more than its pushes).
   */
  let succeeded: bigint[] = [];
  let successTimer: TimerHandle | undefined;

  function writeSuccesses() {
    clock.clearTimeout(successTimer);
    successTimer = undefined;
    const ids = succeeded;
    succeeded = [];
    if (ids.length > 0) track(repo.markSuccess(db, ids, clock.now()), 'recording delivered pushes');
  }

  return {
    finished(job: PushJob, outcome: SendOutcome, gaveUp: boolean) {
      if (outcome.result === 'sent') {
        succeeded.push(job.row.id);
        successTimer ??= clock.setTimeout(writeSuccesses, SUCCESS_WRITE_MS);
      } else if (outcome.result === 'gone') {
        track(repo.removeById(db, job.row.id), 'removing a subscription its push service dropped');
      } else {
        const { event: _, ...notice } = job.notice;
        log.warn(
          { notice: notice.id, kind: notice.kind, status: 'status' in outcome ? outcome.status : undefined, error: 'error' in outcome ? outcome.error : undefined, gaveUp },
          'web push: a push was not delivered',
        );
      }
    },
    /** Writes the delivered pushes now rather than at the timer (settling). */
    writeNow() {
      if (succeeded.length > 0) writeSuccesses();
    },
  };
}
