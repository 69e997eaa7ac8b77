import { parseNames } from '../market/catalog.ts';
import type { Executor } from './wallet-repository.ts';

export interface CategoryRow {
  id: number;
  /** Language code → name. */
  names: Record<string, string>;
}

/** The instrument categories in display order. */
export async function readCategories(db: Executor): Promise<CategoryRow[]> {
  const rows = await db.selectFrom('categories').select(['id', 'names']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), names: parseNames(r.names) }));
}
