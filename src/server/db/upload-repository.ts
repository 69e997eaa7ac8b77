import type { Selectable } from 'kysely';
import type { UploadTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type UploadRow = Selectable<UploadTable>;

/** The SQL of stored pictures (engine/uploads): the file's random name, its owner and kind. */
export const uploadRepository = {
  byName(ex: Executor, name: string): Promise<UploadRow | undefined> {
    return ex.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
  },

  /** Pictures the user stored after `since` (the daily limit). */
  async countSince(ex: Executor, userId: number, since: number): Promise<number> {
    const row = await ex
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<bigint | string>().as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('created_at', '>', BigInt(since))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async insert(ex: Executor, row: { name: string; user_id: number; mime: string; bytes: number; created_at: number }): Promise<void> {
    await ex.insertInto('uploads').values(row).execute();
  },
};
