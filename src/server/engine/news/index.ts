import type { Lang } from '../../../contract/languages.ts';
import { newsRepository as repo, type NewsTextRow } from '../../db/news-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { NewsNotFound } from '../../errors.ts';
import { formatTime } from '../../wire-time.ts';
import { renderMarkdown } from './markdown.ts';

/** Articles per page of newsList (SPEC.md gives no page size). */
export const NEWS_PAGE_SIZE = 10;
/** The language an article falls back to when it has no text in the reader's. */
export const FALLBACK_LANG: Lang = 'en';

type TextRow = NewsTextRow;

/** The reader's text, else English, else whichever the article has. */
function pick(texts: TextRow[], lang: Lang): TextRow | undefined {
  return texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === FALLBACK_LANG) ?? texts[0];
}

/** News articles in the reader's language (issue 10 item 1); content leaves as escaped HTML. */
export function createNews(db: Executor) {
  const textsOf = (ids: bigint[], lang: Lang) => repo.textsIn(db, ids, [lang, FALLBACK_LANG]);

  const anyTextOf = (id: bigint) => repo.anyText(db, id);

  const wire = (row: { id: bigint; logo: string; created_at: bigint }, text: TextRow | undefined, withContent: boolean) => ({
    id: Number(row.id),
    title: text?.title ?? '',
    desc: text?.description ?? '',
    logo: row.logo,
    created_at: formatTime(Number(row.created_at)),
    content: withContent && text ? renderMarkdown(text.content) : '',
    // The language the texts above are in: the reader's, or the fallback's when the article
    // has none in it, so the app can mark the text as another language and say so.
    lang: text?.lang,
  });

  return {
    /** One page of a category, newest first; the list carries no content (the detail does). */
    async list(lang: Lang, categoryId: number, page: number) {
      const total = await repo.countInCategory(db, categoryId);
      const rows = await repo.page(db, categoryId, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE);
      const texts = await textsOf(
        rows.map((r) => r.id),
        lang,
      );
      const data = [];
      for (const row of rows) {
        const own = texts.filter((t) => t.news_id === row.id);
        data.push(wire(row, pick(own.length ? own : await anyTextOf(row.id), lang), false));
      }
      return { data, total };
    },

    async info(lang: Lang, id: number) {
      const row = await repo.byId(db, id);
      if (!row) throw new NewsNotFound();
      const own = await textsOf([row.id], lang);
      return wire(row, pick(own.length ? own : await anyTextOf(row.id), lang), true);
    },
  };
}

export type News = ReturnType<typeof createNews>;
