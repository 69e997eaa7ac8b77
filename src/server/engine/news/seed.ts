import type { Clock } from '../../clock.ts';
import { newsRepository as repo } from '../../db/news-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { seedArticles, type SeedArticle } from '../../db/seed/news/index.ts';

/** News category 1: the list /news shows (SPEC.md section 7). */
export const NEWS_CATEGORY = 1;

/**
 * Loads the seed articles on the first start (an empty news table), article i as news id i + 1.
 * Later starts keep every row there is, and add the seed articles' texts in languages a row still
 * lacks (an installation seeded before its article had that language gets it at the next start).
 * A seed article's row is the one with its id and logo: one an operator replaced is left alone.
 * One transaction: a start that fails adds nothing.
 */
export async function seedNews(db: Executor, clock: Clock, articles: SeedArticle[] = seedArticles): Promise<void> {
  await inTransaction(db, async (trx) => {
    const texts = (id: number, article: SeedArticle) => Object.entries(article.texts).map(([lang, t]) => ({ news_id: id, lang, title: t.title, description: t.desc, content: t.content }));

    if (await repo.isEmpty(trx)) {
      const now = clock.now();
      for (const [i, article] of articles.entries()) {
        const id = i + 1;
        await repo.insertArticle(trx, { id, category_id: NEWS_CATEGORY, logo: article.logo, created_at: now - article.hoursAgo * 3_600_000 }, texts(id, article));
      }
      return;
    }

    const ids = articles.map((_, i) => BigInt(i + 1));
    const rows = await repo.logosOf(trx, ids);
    const have = await repo.textLangsOf(trx, ids);
    const present = new Set(have.map((t) => `${t.news_id}:${t.lang}`));
    const missing = articles.flatMap((article, i) => {
      const id = i + 1;
      if (!rows.some((row) => Number(row.id) === id && row.logo === article.logo)) return [];
      return texts(id, article).filter((t) => !present.has(`${id}:${t.lang}`));
    });
    await repo.insertTexts(trx, missing);
  });
}
