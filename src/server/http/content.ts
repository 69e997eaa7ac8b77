import { addressKey } from '../auth/address-key.ts';
import type { Feedback } from '../engine/feedback/index.ts';
import type { Legal } from '../engine/legal/index.ts';
import type { News } from '../engine/news/index.ts';
import type { Ranking } from '../engine/ranking/index.ts';
import type { HandlerMap } from './handlers.ts';

/** News, the trader ranking, the legal documents and feedback (issue 10). */
export function contentHandlers({ news, ranking, legal, feedback }: { news: News; ranking: Ranking; legal: Legal; feedback: Feedback }): HandlerMap {
  return {
    newsList: ({ lang, input }) => news.list(lang, input.category_id, input.page),
    newsInfo: ({ lang, input }) => news.info(lang, input.id),
    followList: ({ lang, input }) => ranking.list(lang, input.page),
    legalDocument: ({ lang, input }) => legal.document(lang, input.kind),
    feedback: async ({ user, ip, input }) => {
      await feedback.submit({ userId: user?.id ?? null, address: addressKey(ip), content: input.content, contact: input.contact });
      return null;
    },
  };
}
