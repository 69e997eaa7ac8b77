import { sql, type Insertable, type Selectable } from 'kysely';
import type { CompanyTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type CompanyRow = Selectable<CompanyTable>;

/** `%`, `_` and `\` typed by a person match themselves, not any text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL of provider companies (engine/companies, operations/companies.ts). Rows are never deleted. */
export const companyRepository = {
  /** Enabled companies whose name holds `text` (any case; every one for ''), by name, at most `limit`. */
  search(ex: Executor, text: string, limit: number): Promise<CompanyRow[]> {
    let query = ex.selectFrom('companies').selectAll().where('enabled', '=', 1n);
    if (text) query = query.where(sql<boolean>`lower(${sql.ref('name')}) like ${likePattern(text)} escape '\\'`);
    return query.orderBy('name').orderBy('id').limit(limit).execute();
  },

  /** Every company, enabled or not, by id. */
  all(ex: Executor): Promise<CompanyRow[]> {
    return ex.selectFrom('companies').selectAll().orderBy('id').execute();
  },

  /** The new company's id. */
  async insert(ex: Executor, values: Insertable<CompanyTable>): Promise<bigint> {
    const row = await ex.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** False when there is no company `id`. */
  async update(ex: Executor, id: number, values: Partial<Insertable<CompanyTable>>): Promise<boolean> {
    const done = await ex.updateTable('companies').set(values).where('id', '=', BigInt(id)).executeTakeFirst();
    return done.numUpdatedRows === 1n;
  },
};
