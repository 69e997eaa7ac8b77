import type { Insertable, Selectable } from 'kysely';
import type { NewsTextTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type NewsTextRow = Selectable<NewsTextTable>;
export type NewNewsText = Insertable<NewsTextTable>;

/** An article's row as a list shows it (its texts are read apart, per language). */
export interface NewsRow {
  id: bigint;
  logo: string;
  created_at: bigint;
}

/** The SQL of news articles and their texts per language (engine/news). */
export const newsRepository = {
  async countInCategory(ex: Executor, categoryId: number): Promise<number> {
    const { total } = await ex
      .selectFrom('news')
      .where('category_id', '=', BigInt(categoryId))
      .select((eb) => eb.fn.countAll<number | bigint>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  },

  /** One page of a category, newest first (ties by id, so pages never overlap). */
  page(ex: Executor, categoryId: number, limit: number, offset: number): Promise<NewsRow[]> {
    return ex
      .selectFrom('news')
      .where('category_id', '=', BigInt(categoryId))
      .select(['id', 'logo', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  byId(ex: Executor, id: number): Promise<NewsRow | undefined> {
    return ex.selectFrom('news').select(['id', 'logo', 'created_at']).where('id', '=', BigInt(id)).executeTakeFirst();
  },

  /** Every language's title and description of these articles (the list carries no content), by language. */
  summariesOf(ex: Executor, ids: bigint[]): Promise<Omit<NewsTextRow, 'content'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return ex.selectFrom('news_texts').select(['news_id', 'lang', 'title', 'description']).where('news_id', 'in', ids).orderBy('lang').execute();
  },

  /** Every language's text of one article, by language. */
  textsOf(ex: Executor, id: bigint): Promise<NewsTextRow[]> {
    return ex.selectFrom('news_texts').selectAll().where('news_id', '=', id).orderBy('lang').execute();
  },

  async isEmpty(ex: Executor): Promise<boolean> {
    return !(await ex.selectFrom('news').select('id').limit(1).executeTakeFirst());
  },

  async insertArticle(ex: Executor, row: { id: number; category_id: number; logo: string; created_at: number }, texts: NewNewsText[]): Promise<void> {
    await ex.insertInto('news').values(row).execute();
    await ex.insertInto('news_texts').values(texts).execute();
  },

  /** The id and logo of those of these articles that exist. */
  logosOf(ex: Executor, ids: bigint[]): Promise<{ id: bigint; logo: string }[]> {
    return ex.selectFrom('news').select(['id', 'logo']).where('id', 'in', ids).execute();
  },

  /** Which (article, language) texts these articles have. */
  textLangsOf(ex: Executor, ids: bigint[]): Promise<{ news_id: bigint; lang: string }[]> {
    return ex.selectFrom('news_texts').select(['news_id', 'lang']).where('news_id', 'in', ids).execute();
  },

  async insertTexts(ex: Executor, texts: NewNewsText[]): Promise<void> {
    if (texts.length) await ex.insertInto('news_texts').values(texts).execute();
  },
};
