import { normalizeLang, type Lang, type PushPayload } from '../../../contract/index.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { pushRepository as repo, type PushRow } from '../../db/push-repository.ts';
import { pushWriter } from '../../i18n/push-texts.ts';
import type { Translate } from '../../i18n/translate.ts';
import { kindsOf } from './devices.ts';
import type { DispatcherLog } from './dispatcher.ts';
import type { Notice } from './notices.ts';

/** One push to send: a notice for one subscription, its text written in the device's language. */
export interface PushJob {
  row: PushRow;
  notice: Notice;
  payload: string;
}

/**
 * Turns filed notices into pushes: the owners' subscriptions are read together (500 users a
 * query), and every subscription that opted into the notice's kind gets the text in its own
 * language. A text that cannot be written is logged and skipped; the others still go.
 */
export function createJobWriter({ db, translator, log }: { db: Executor; translator: (lang: Lang) => Translate; log: DispatcherLog }) {
  const writers = new Map<Lang, ReturnType<typeof pushWriter>>();
  const writerOf = (lang: Lang) => {
    let w = writers.get(lang);
    if (!w) writers.set(lang, (w = pushWriter(lang, translator(lang))));
    return w;
  };

  function payloadOf(notice: Notice, lang: Lang): string {
    const { title, body } = writerOf(lang).write(notice.event);
    const payload: PushPayload = { kind: notice.kind, title, body, url: notice.url, tag: notice.tag, id: notice.id, at: notice.event.at };
    return JSON.stringify(payload);
  }

  return async function jobsOf(notices: Notice[]): Promise<PushJob[]> {
    const rows = await repo.ofUsers(db, [...new Set(notices.map((n) => n.userId))]);
    const byUser = new Map<number, PushRow[]>();
    for (const row of rows) {
      const list = byUser.get(Number(row.user_id));
      if (list) list.push(row);
      else byUser.set(Number(row.user_id), [row]);
    }
    const jobs: PushJob[] = [];
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
    return jobs;
  };
}
