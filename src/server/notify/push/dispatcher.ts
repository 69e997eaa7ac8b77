import { normalizeLang, type Lang, type PushPayload } from '../../../contract/index.ts';
import type { Bus } from '../../bus.ts';
import type { Clock, TimerHandle } from '../../clock.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { pushRepository as repo, type PushRow } from '../../db/push-repository.ts';
import type { DomainEventType, NoticeEvent } from '../../events.ts';
import { pushWriter } from '../../i18n/push-texts.ts';
import type { Translate } from '../../i18n/translate.ts';
import { kindsOf } from './devices.ts';
import { noticeOf, type Notice } from './notices.ts';
import { createPushQueue } from './queue.ts';
import type { PushSender, SendOutcome } from './sender.ts';

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

/** How often the delivered pushes' last_success_at is written. */
const SUCCESS_WRITE_MS = 1000;

interface Job {
  row: PushRow;
  notice: Notice;
  payload: string;
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
  const writers = new Map<Lang, ReturnType<typeof pushWriter>>();
  const writerOf = (lang: Lang) => {
    let w = writers.get(lang);
    if (!w) writers.set(lang, (w = pushWriter(lang, translator(lang))));
    return w;
  };

  let filed: Notice[] = [];
  let flushing: Promise<void> | null = null;
  const chores = new Set<Promise<unknown>>();
  /**
   * Rows the push service accepted since the last write of last_success_at: written together once
   * a second (each write is a durable commit; one per push would cost a wave more than its pushes).
   */
  let succeeded: bigint[] = [];
  let successTimer: TimerHandle | undefined;

  const track = (work: Promise<unknown>, what: string) => {
    const tracked = work.then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `web push: ${what} failed`),
    );
    chores.add(tracked);
    void tracked.then(() => chores.delete(tracked));
  };

  const queue = createPushQueue<Job>({
    clock,
    concurrency,
    send: (job) => send(job.row, { payload: job.payload, ttl: job.notice.ttl, urgency: job.notice.urgency, topic: job.notice.topic }),
    done: (job, outcome, gaveUp) => finished(job, outcome, gaveUp),
  });

  function finished(job: Job, outcome: SendOutcome, gaveUp: boolean) {
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
  }

  function writeSuccesses() {
    clock.clearTimeout(successTimer);
    successTimer = undefined;
    const ids = succeeded;
    succeeded = [];
    if (ids.length > 0) track(repo.markSuccess(db, ids, clock.now()), 'recording delivered pushes');
  }

  function payloadOf(notice: Notice, lang: Lang): string {
    const { title, body } = writerOf(lang).write(notice.event);
    const payload: PushPayload = { kind: notice.kind, title, body, url: notice.url, tag: notice.tag, id: notice.id, at: notice.event.at };
    return JSON.stringify(payload);
  }

  async function flush() {
    while (filed.length > 0) {
      const notices = filed;
      filed = [];
      const rows = await repo.ofUsers(db, [...new Set(notices.map((n) => n.userId))]);
      const byUser = new Map<number, PushRow[]>();
      for (const row of rows) {
        const list = byUser.get(Number(row.user_id));
        if (list) list.push(row);
        else byUser.set(Number(row.user_id), [row]);
      }
      const jobs: Job[] = [];
      for (const notice of notices) {
        for (const row of byUser.get(notice.userId) ?? []) {
          if (!kindsOf(row.kinds).includes(notice.kind)) continue;
          try {
            jobs.push({ row, notice, payload: payloadOf(notice, normalizeLang(row.lang)) });
          } catch (error) {
            log.error({ err: error, notice: notice.id }, 'web push: a notification text could not be written');
          }
        }
      }
      queue.add(jobs);
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
        while (chores.size > 0) await Promise.all([...chores]);
        await queue.settled();
        if (succeeded.length > 0) writeSuccesses();
        if (chores.size === 0 && !flushing && queue.pending() === 0 && filed.length === 0) return;
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
