import type { Lang } from '../../../contract/index.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { pushRepository as repo } from '../../db/push-repository.ts';
import type { DomainEventType, NoticeEvent } from '../../events.ts';
import type { Translate } from '../../i18n/translate.ts';
import { createDeliveries } from './deliveries.ts';
import { createJobWriter, type PushJob } from './jobs.ts';
import { noticeOf, type Notice } from './notices.ts';
import { createPushQueue } from './queue.ts';
import type { PushSender } from './sender.ts';

/** The domain events a push may come from (events.ts NoticeEvent). */
export const NOTICE_EVENTS = [
  'order.filled',
  'order.closed',
  'account.margin_call',
  'account.stop_out',
  'funding.decided',
  'identity.decided',
  'support.replied',
  'alert.triggered',
] as const satisfies readonly DomainEventType[];

export interface DispatcherLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The dispatcher's background work (reads, removals, success writes): a fault is logged, never
 * thrown back into the engine, and `drain` waits for what is running.
 */
function createChores(log: DispatcherLog) {
  const chores = new Set<Promise<unknown>>();
  return {
    track(work: Promise<unknown>, what: string) {
      const tracked = work.then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `web push: ${what} failed`),
      );
      chores.add(tracked);
      void tracked.then(() => chores.delete(tracked));
    },
    async drain() {
      while (chores.size > 0) await Promise.all([...chores]);
    },
    size: () => chores.size,
  };
}

/**
 * Turns notice events on the bus into pushes. A listener only files the event (the engine's lane
 * that emitted it never waits); once per turn of the event loop the filed events' owners'
 * subscriptions are read together (500 users a query), and every subscription that opted into the
 * event's kind gets the text in its own language, through the queue (queue.ts). A push service
 * that answers 404 or 410 has dropped the subscription: its row goes. Faults are logged, never
 * thrown back into the engine.
 */
export function createPushDispatcher(deps: { db: Executor; bus: Bus; clock: Clock; send: PushSender; translator: (lang: Lang) => Translate; concurrency: number; log: DispatcherLog }) {
  const { db, bus, clock, send, translator, concurrency, log } = deps;
  const chores = createChores(log);
  const track = chores.track;
  const jobsOf = createJobWriter({ db, translator, log });
  const deliveries = createDeliveries({ db, clock, log, track });
  let filed: Notice[] = [];
  let flushing: Promise<void> | null = null;

  const queue = createPushQueue<PushJob>({
    clock,
    concurrency,
    send: (job) => send(job.row, { payload: job.payload, ttl: job.notice.ttl, urgency: job.notice.urgency, topic: job.notice.topic }),
    done: (job, outcome, gaveUp) => deliveries.finished(job, outcome, gaveUp),
  });

  async function flush() {
    while (filed.length > 0) {
      const notices = filed;
      filed = [];
      queue.add(await jobsOf(notices));
    }
  }

  function schedule() {
    if (flushing) return;
    // After this turn of the event loop, so the rest of its events (a stop-out wave) join the same read.
    flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(flush).finally(() => {
      flushing = null;
      if (filed.length > 0) schedule();
    });
    track(flushing, 'finding the subscriptions of a notice');
  }

  function file(event: NoticeEvent) {
    const notice = noticeOf(event);
    if (!notice) return;
    filed.push(notice);
    schedule();
  }

  const offs = NOTICE_EVENTS.map((type) => bus.on(type, file));
  // A device logged out (or every device, after a password reset) gets no more of the account's pushes.
  offs.push(
    bus.on('sessions.revoked', (event) => {
      if (event.tokenHash) track(repo.removeBySession(db, event.tokenHash), 'removing a logged-out device');
      else track(repo.removeByUser(db, event.userId, event.keepTokenHash), 'removing the devices of ended sessions');
    }),
  );

  return {
    /** Resolves when every filed event has been sent or given up on, bar retries waiting on the clock. */
    async settled(): Promise<void> {
      for (;;) {
        await chores.drain();
        await queue.settled();
        deliveries.writeNow();
        if (chores.size() === 0 && !flushing && queue.pending() === 0 && filed.length === 0) return;
      }
    },
    /** Pushes waiting on the clock for their next try. */
    waiting: () => queue.waiting(),
    async stop(): Promise<void> {
      for (const off of offs) off();
      await this.settled();
      await queue.stop();
    },
  };
}
