import type { Insertable, Selectable } from 'kysely';
import type { UserTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type UserRow = Selectable<UserTable>;
/** A new account's row; its money columns are written by the wallet alone (balance and lock start at 0). */
export type NewUser = Omit<Insertable<UserTable>, 'id' | 'used_margin' | 'is_system' | 'display_name'>;

/**
 * The SQL of accounts (engine/accounts.ts): look-ups, creation and the password. The money
 * columns are the wallet's (wallet-repository.ts); the ranking's system traders, the invite
 * page and the operator's look-up keep their own reads of this table.
 */
export const userRepository = {
  byId(ex: Executor, id: number): Promise<UserRow | undefined> {
    return ex.selectFrom('users').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  },

  /** `email` is lower-cased by the caller (addresses.ts), as it is stored. */
  byEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
    return ex.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  },

  /** Several rows when one national number exists under several dialing codes and none is given. */
  byPhone(ex: Executor, phone: string, areaCode?: string): Promise<UserRow[]> {
    let q = ex.selectFrom('users').selectAll().where('phone', '=', phone);
    if (areaCode) q = q.where('area_code', '=', areaCode);
    return q.execute();
  },

  /** The device's demo account by its key; a real account never answers to one. */
  demoByKey(ex: Executor, demoId: string): Promise<UserRow | undefined> {
    return ex.selectFrom('users').selectAll().where('demo_id', '=', demoId).where('is_demo', '=', 1n).executeTakeFirst();
  },

  /** The account whose invite code is `code` (as stored: upper case). */
  async idByInviteCode(ex: Executor, code: string): Promise<bigint | undefined> {
    const row = await ex.selectFrom('users').select('id').where('invite_code', '=', code).executeTakeFirst();
    return row?.id;
  },

  /** True when some account has this uid or invite code (new ones are drawn until free). */
  async taken(ex: Executor, column: 'uid' | 'invite_code', value: string): Promise<boolean> {
    const row = await ex.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst();
    return row !== undefined;
  },

  /** True for a demo account; throws when the account does not exist. */
  async isDemo(ex: Executor, id: number): Promise<boolean> {
    const row = await ex.selectFrom('users').select('is_demo').where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
    return Boolean(row.is_demo);
  },

  /** The new account's id. A taken email or phone fails with the unique constraint (unique-violation.ts). */
  async insert(ex: Executor, values: NewUser): Promise<number> {
    const row = await ex.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async setPasswordHash(ex: Executor, id: number, hash: string): Promise<void> {
    await ex.updateTable('users').set({ password_hash: hash }).where('id', '=', BigInt(id)).execute();
  },
};
