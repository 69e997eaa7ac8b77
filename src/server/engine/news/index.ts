import type { Lang } from '../../../contract/languages.ts';
import type { Db } from '../../db/connect.ts';
import { NewsNotFound } from '../../errors.ts';
import { formatTime } from '../trading/wire.ts';
import { renderMarkdown } from './markdown.ts';

/** Articles per page of newsList (SPEC.md gives no page size). */
export const NEWS_PAGE_SIZE = 10;
/** The language an article falls back to when it has no text in the reader's. */
export const FALLBACK_LANG: Lang = 'en';

interface TextRow {
  news_id: bigint;
  lang: string;
  title: string;
  description: string;
  content: string;
}

/** The reader's text, else English, else whichever the article has. */
function pick(texts: TextRow[], lang: Lang): TextRow | undefined {
  return texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === FALLBACK_LANG) ?? texts[0];
}

/** News articles in the reader's language (issue 10 item 1); content leaves as escaped HTML. */
export function createNews(db: Db) {
  const textsOf = (ids: bigint[], lang: Lang) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('news_texts').selectAll().where('news_id', 'in', ids).where('lang', 'in', [lang, FALLBACK_LANG]).execute();

  const anyTextOf = (id: bigint) => db.selectFrom('news_texts').selectAll().where('news_id', '=', id).orderBy('lang').limit(1).execute();

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
      const base = db.selectFrom('news').where('category_id', '=', BigInt(categoryId));
      const { total } = await base.select((eb) => eb.fn.countAll<number | bigint>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'logo', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(NEWS_PAGE_SIZE)
        .offset((page - 1) * NEWS_PAGE_SIZE)
        .execute();
      const texts = await textsOf(
        rows.map((r) => r.id),
        lang,
      );
      const data = [];
      for (const row of rows) {
        const own = texts.filter((t) => t.news_id === row.id);
        data.push(wire(row, pick(own.length ? own : await anyTextOf(row.id), lang), false));
      }
      return { data, total: Number(total) };
    },

    async info(lang: Lang, id: number) {
      const row = await db.selectFrom('news').select(['id', 'logo', 'created_at']).where('id', '=', BigInt(id)).executeTakeFirst();
      if (!row) throw new NewsNotFound();
      const own = await textsOf([row.id], lang);
      return wire(row, pick(own.length ? own : await anyTextOf(row.id), lang), true);
    },
  };
}

export type News = ReturnType<typeof createNews>;
