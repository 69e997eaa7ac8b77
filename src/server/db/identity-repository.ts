import type { Insertable, Selectable } from 'kysely';
import type { IdentityTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type IdentityRow = Selectable<IdentityTable>;
type IdentityValues = Omit<Insertable<IdentityTable>, 'user_id'>;

/** The SQL of identity checks (engine/identity): one row per user, sent again over a rejected one. */
export const identityRepository = {
  byUser(ex: Executor, userId: number): Promise<IdentityRow | undefined> {
    return ex.selectFrom('identities').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();
  },

  /** True when another user has this document in one of `statuses` (under review or approved). */
  async cardHeldByOther(ex: Executor, cardKey: string, userId: number, statuses: readonly number[]): Promise<boolean> {
    const row = await ex
      .selectFrom('identities')
      .select('user_id')
      .where('card_key', '=', cardKey)
      .where('user_id', '!=', BigInt(userId))
      .where('status', 'in', statuses.map(BigInt))
      .executeTakeFirst();
    return row !== undefined;
  },

  async insert(ex: Executor, userId: number, values: IdentityValues): Promise<void> {
    await ex
      .insertInto('identities')
      .values({ user_id: userId, ...values })
      .execute();
  },

  /**
   * Changes the user's row only while it is in `status`; false when it was not (a parallel
   * submit or review got there first and left nothing to overwrite).
   */
  async updateIfStatus(ex: Executor, userId: number, status: number, values: Partial<IdentityValues>): Promise<boolean> {
    const done = await ex.updateTable('identities').set(values).where('user_id', '=', BigInt(userId)).where('status', '=', BigInt(status)).executeTakeFirst();
    return done.numUpdatedRows === 1n;
  },

  /** The newest submissions first, of one status or all. */
  list(ex: Executor, status: number | undefined, limit: number): Promise<IdentityRow[]> {
    let q = ex.selectFrom('identities').selectAll();
    if (status !== undefined) q = q.where('status', '=', BigInt(status));
    return q.orderBy('submitted_at', 'desc').limit(limit).execute();
  },
};
