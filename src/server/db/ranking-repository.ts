import type { Executor } from './wallet-repository.ts';

/** A system trader's closed position, as the ranking's figures need it. */
export interface ClosedTradeRow {
  user_id: bigint;
  instrument_id: bigint;
  leverage: bigint;
  margin: bigint;
  profit: bigint;
  closed_at: bigint;
}

/** The SQL of the copy-trading ranking (engine/ranking): the system traders and their closed trades. */
export const rankingRepository = {
  systemTraders(ex: Executor): Promise<{ id: bigint; display_name: string }[]> {
    return ex.selectFrom('users').select(['id', 'display_name']).where('is_system', '=', 1n).orderBy('id').execute();
  },

  /** Closed positions only: a cancelled pending order never opened (opened_at 0) and is no trade. */
  closedTradesOf(ex: Executor, userIds: bigint[]): Promise<ClosedTradeRow[]> {
    return ex
      .selectFrom('orders')
      .select(['user_id', 'instrument_id', 'leverage', 'margin', 'profit', 'closed_at'])
      .where('status', '=', 3n)
      .where('opened_at', '>', 0n)
      .where('user_id', 'in', userIds)
      .execute();
  },

  /** The system trader's account id by its stable key (its uid). */
  async idOf(ex: Executor, key: string): Promise<number | undefined> {
    const row = await ex.selectFrom('users').select('id').where('uid', '=', key).executeTakeFirst();
    return row ? Number(row.id) : undefined;
  },

  /**
   * A system trader's account: a demo account without a password or demo key, so nobody logs in
   * as it. Its money is booked by the wallet in the same transaction (wallet.open).
   */
  async insertSystemTrader(ex: Executor, seed: { key: string; name: string; created_at: number }): Promise<number> {
    const row = await ex
      .insertInto('users')
      .values({
        uid: seed.key,
        email: null,
        area_code: null,
        phone: null,
        password_hash: null,
        is_demo: 1,
        demo_id: null,
        credit_score: 0,
        invite_code: `SYS-${seed.key}`,
        invited_by: null,
        balance: 0n,
        lock_balance: 0n,
        created_at: seed.created_at,
        is_system: 1,
        display_name: seed.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },
};
