import type { Selectable } from 'kysely';
import type { Executor } from './wallet-repository.ts';
import type { PushSubscriptionTable } from './schema.ts';

export type PushRow = Selectable<PushSubscriptionTable>;

/** Rows of the ids or user ids asked for at once: well below every driver's parameter limit. */
const CHUNK = 500;
const chunks = <T>(list: readonly T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** The SQL of web push subscriptions (notify/push/): portable between SQLite and PostgreSQL. */
export const pushRepository = {
  /** Keeps the user's newest `keep` devices (by id) and removes the rest. */
  async keepNewest(db: Executor, userId: number, keep: number): Promise<void> {
    const mine = await db.selectFrom('push_subscriptions').select(['id']).where('user_id', '=', BigInt(userId)).orderBy('id', 'desc').execute();
    if (mine.length > keep)
      await db
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          mine.slice(keep).map((r) => r.id),
        )
        .execute();
  },
  byEndpoint(ex: Executor, endpoint: string): Promise<PushRow | undefined> {
    return ex.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
  },

  /** Every subscription of these users (a notice wave's owners), 500 users a query. */
  async ofUsers(ex: Executor, userIds: readonly number[]): Promise<PushRow[]> {
    const rows: PushRow[] = [];
    for (const ids of chunks(userIds)) {
      rows.push(...(await ex.selectFrom('push_subscriptions').selectAll().where('user_id', 'in', ids.map(BigInt)).execute()));
    }
    return rows;
  },

  /** Inserts the endpoint's row, or replaces everything in it (owner, keys, kinds, language, session). */
  async upsert(ex: Executor, row: { user_id: number; endpoint: string; p256dh: string; auth: string; kinds: string; lang: string; session_hash: string; created_at: number }): Promise<void> {
    const { endpoint: _, created_at: __, ...changes } = row;
    await ex
      .insertInto('push_subscriptions')
      .values({ ...row, last_success_at: 0 })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(changes))
      .execute();
  },

  /** Changes kinds and language of the user's own subscription; false when it is not theirs (or gone). */
  async setKinds(ex: Executor, userId: number, endpoint: string, kinds: string, lang: string): Promise<boolean> {
    const done = await ex.updateTable('push_subscriptions').set({ kinds, lang }).where('endpoint', '=', endpoint).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    return done.numUpdatedRows > 0n;
  },

  async removeOwn(ex: Executor, userId: number, endpoint: string): Promise<boolean> {
    const done = await ex.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    return done.numDeletedRows > 0n;
  },

  /** The push service said the subscription is gone (404, 410): this row, unless re-subscribed since (a new id). */
  async removeById(ex: Executor, id: bigint): Promise<void> {
    await ex.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  },

  /** A logout: the subscriptions that device's session made. */
  async removeBySession(ex: Executor, sessionHash: string): Promise<void> {
    await ex.deleteFrom('push_subscriptions').where('session_hash', '=', sessionHash).execute();
  },

  /** Every session of the user ended (a password reset), or all but the one kept (a change). */
  async removeByUser(ex: Executor, userId: number, keepSessionHash?: string): Promise<void> {
    let q = ex.deleteFrom('push_subscriptions').where('user_id', '=', BigInt(userId));
    if (keepSessionHash) q = q.where('session_hash', '!=', keepSessionHash);
    await q.execute();
  },

  /** Subscriptions whose session no longer exists (expired and purged): nobody is logged in there. */
  async removeOrphans(ex: Executor): Promise<number> {
    const done = await ex
      .deleteFrom('push_subscriptions')
      .where('session_hash', 'not in', (eb) => eb.selectFrom('sessions').select('token_hash').where('revoked', '=', 0n))
      .executeTakeFirst();
    return Number(done.numDeletedRows);
  },

  /** The push service accepted a push for these rows. */
  async markSuccess(ex: Executor, ids: readonly bigint[], at: number): Promise<void> {
    for (const part of chunks(ids)) await ex.updateTable('push_subscriptions').set({ last_success_at: at }).where('id', 'in', part).execute();
  },
};
