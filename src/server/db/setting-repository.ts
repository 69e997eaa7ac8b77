import type { Executor } from './wallet-repository.ts';

/** The SQL of site settings (engine/settings.ts): one string row per key. */
export const settingRepository = {
  all(ex: Executor): Promise<{ key: string; value: string }[]> {
    return ex.selectFrom('site_settings').select(['key', 'value']).execute();
  },

  /** Writes the key's row, adding it when missing. */
  async upsert(ex: Executor, key: string, value: string): Promise<void> {
    await ex
      .insertInto('site_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  },
};
