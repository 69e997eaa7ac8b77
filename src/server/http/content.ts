import { addressKey } from '../auth/address-key.ts';
import type { Feedback } from '../engine/feedback/index.ts';
import type { News } from '../engine/news/index.ts';
import type { Ranking } from '../engine/ranking/index.ts';
import type { Market } from '../market/types.ts';
import type { HandlerMap } from './handlers.ts';
import { legalDocument } from './legal-wire.ts';
import { newsWire } from './news-wire.ts';
import { copyTraderWire } from './ranking-wire.ts';

/** News, the trader ranking, the legal documents and feedback (issue 10): the reader's language is chosen here. */
export function contentHandlers({ news, ranking, market, feedback }: { news: News; ranking: Ranking; market: Market; feedback: Feedback }): HandlerMap {
  return {
    newsList: async ({ lang, input }) => {
      const { articles, total } = await news.list(input.category_id, input.page);
      return { data: articles.map((a) => newsWire(a, lang)), total };
    },
    newsInfo: async ({ lang, input }) => newsWire(await news.info(input.id), lang),
    followList: async ({ lang, input }) => {
      const { traders, total } = await ranking.list(input.page);
      return { data: traders.map((t) => copyTraderWire(t, market, lang)), total };
    },
    legalDocument: ({ lang, input }) => legalDocument(lang, input.kind),
    feedback: async ({ user, ip, input }) => {
      await feedback.submit({ userId: user?.id ?? null, address: addressKey(ip), content: input.content, contact: input.contact });
      return null;
    },
  };
}
