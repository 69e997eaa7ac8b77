import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
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
export async function seedNews(db: Db, clock: Clock, articles: SeedArticle[] = seedArticles): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const texts = (id: number, article: SeedArticle) =>
      Object.entries(article.texts).map(([lang, t]) => ({ news_id: id, lang, title: t.title, description: t.desc, content: t.content }));

    if (!(await trx.selectFrom('news').select('id').limit(1).executeTakeFirst())) {
      const now = clock.now();
      for (const [i, article] of articles.entries()) {
        const id = i + 1;
        await trx.insertInto('news').values({ id, category_id: NEWS_CATEGORY, logo: article.logo, created_at: now - article.hoursAgo * 3_600_000 }).execute();
        await trx.insertInto('news_texts').values(texts(id, article)).execute();
      }
      return;
    }

    const ids = articles.map((_, i) => BigInt(i + 1));
    const rows = await trx.selectFrom('news').select(['id', 'logo']).where('id', 'in', ids).execute();
    const have = await trx.selectFrom('news_texts').select(['news_id', 'lang']).where('news_id', 'in', ids).execute();
    const present = new Set(have.map((t) => `${t.news_id}:${t.lang}`));
    const missing = articles.flatMap((article, i) => {
      const id = i + 1;
      if (!rows.some((row) => Number(row.id) === id && row.logo === article.logo)) return [];
      return texts(id, article).filter((t) => !present.has(`${id}:${t.lang}`));
    });
    if (missing.length) await trx.insertInto('news_texts').values(missing).execute();
  });
}
