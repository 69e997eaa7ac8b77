import { sql, type Selectable } from 'kysely';
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

  /**
   * Inserts the row when the user stored fewer than `max` pictures after `since`; false (nothing
   * inserted) otherwise. Inside a transaction: on PostgreSQL the user's count is locked for it
   * (an advisory lock on the user), so two nodes storing at once cannot both take the last place;
   * SQLite's write transaction holds the whole database already.
   */
  async insertUnderLimit(trx: Executor, row: { name: string; user_id: number; mime: string; bytes: number; created_at: number }, since: number, max: number): Promise<boolean> {
    if (trx.getExecutor().adapter.constructor.name !== 'SqliteAdapter') await sql`select pg_advisory_xact_lock(hashtext(${`uploads:${row.user_id}`}))`.execute(trx);
    if ((await uploadRepository.countSince(trx, row.user_id, since)) >= max) return false;
    await trx.insertInto('uploads').values(row).execute();
    return true;
  },

  async insertBytes(ex: Executor, name: string, data: Buffer): Promise<void> {
    await ex.insertInto('picture_bytes').values({ name, data }).execute();
  },

  async bytes(ex: Executor, name: string): Promise<Buffer | undefined> {
    return (await ex.selectFrom('picture_bytes').select('data').where('name', '=', name).executeTakeFirst())?.data;
  },
};
