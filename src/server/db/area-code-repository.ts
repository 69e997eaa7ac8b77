import type { Selectable } from 'kysely';
import type { AreaCodeTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type AreaCodeRow = Selectable<AreaCodeTable>;

/** The SQL of countries and regions with their dialing codes (engine/area-codes.ts, identity/). */
export const areaCodeRepository = {
  /** In the picker's order. */
  all(ex: Executor): Promise<AreaCodeRow[]> {
    return ex.selectFrom('area_codes').selectAll().orderBy('sort').execute();
  },

  async dialingCode(ex: Executor, areaId: number): Promise<string | undefined> {
    const row = await ex.selectFrom('area_codes').select('global_code').where('id', '=', BigInt(areaId)).executeTakeFirst();
    return row?.global_code;
  },

  /** True when `code` (ISO 3166 alpha-2) is one the server offers. */
  async hasCountry(ex: Executor, code: string): Promise<boolean> {
    const row = await ex.selectFrom('area_codes').select('id').where('code', '=', code).executeTakeFirst();
    return row !== undefined;
  },
};
