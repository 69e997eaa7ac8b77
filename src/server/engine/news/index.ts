import { newsRepository as repo } from '../../db/news-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { NewsNotFound } from '../../errors.ts';

/** Articles per page of newsList (SPEC.md gives no page size). */
export const NEWS_PAGE_SIZE = 10;

/** One language's text of an article; `content` is Markdown, absent from a list's summaries. */
export interface ArticleText {
  lang: string;
  title: string;
  description: string;
  content?: string;
}

/** An article with its text in every language it has, sorted by language code. */
export interface Article {
  id: number;
  logo: string;
  /** Epoch ms. */
  createdAt: number;
  texts: ArticleText[];
}

const article = (row: { id: bigint; logo: string; created_at: bigint }, texts: ArticleText[]): Article => ({ id: Number(row.id), logo: row.logo, createdAt: Number(row.created_at), texts });

/**
 * News articles (issue 10 item 1) with every text they have: the reader's language is chosen at
 * the edge (http/news-wire.ts), which also renders the Markdown.
 */
export function createNews(db: Executor) {
  return {
    /** One page of a category, newest first; the texts carry no content (the detail does). */
    async list(categoryId: number, page: number): Promise<{ articles: Article[]; total: number }> {
      const total = await repo.countInCategory(db, categoryId);
      const rows = await repo.page(db, categoryId, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE);
      const texts = await repo.summariesOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        articles: rows.map((row) =>
          article(
            row,
            texts.filter((t) => t.news_id === row.id),
          ),
        ),
        total,
      };
    },

    async info(id: number): Promise<Article> {
      const row = await repo.byId(db, id);
      if (!row) throw new NewsNotFound();
      return article(row, await repo.textsOf(db, row.id));
    },
  };
}

export type News = ReturnType<typeof createNews>;
