import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { marketNotes } from './articles/market-notes.ts';
import type { SeedArticle } from './articles/types.ts';

/** News category 1: the list /news shows (SPEC.md section 7). */
export const NEWS_CATEGORY = 1;

/** Loads the seed articles on the first start (an empty news table); later starts keep what is there. */
export async function seedNewsIfEmpty(db: Db, clock: Clock, articles: SeedArticle[] = marketNotes): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('news').select('id').limit(1).executeTakeFirst()) return;
    const now = clock.now();
    for (const [i, article] of articles.entries()) {
      const id = i + 1;
      await trx.insertInto('news').values({ id, category_id: NEWS_CATEGORY, logo: article.logo, created_at: now - article.hoursAgo * 3_600_000 }).execute();
      await trx
        .insertInto('news_texts')
        .values(Object.entries(article.texts).map(([lang, t]) => ({ news_id: id, lang, title: t.title, description: t.desc, content: t.content })))
        .execute();
    }
  });
}
