import type { Executor } from './wallet-repository.ts';

/** The tables of what the operator offers users: deposit addresses, wire channels, payout currencies. */
export type OfferTable = 'deposit_addresses' | 'wire_channels' | 'draw_currencies';

/**
 * The SQL of the operator's changes to what is offered (operations/catalog.ts). Rows are
 * disabled rather than deleted, so past records keep naming them.
 */
export const fundingOfferRepository = {
  list(ex: Executor, table: OfferTable): Promise<Record<string, unknown>[]> {
    return ex.selectFrom(table).selectAll().orderBy('sort').orderBy('id').execute();
  },

  /** The new row's id; `values` are checked by the caller against the table's columns. */
  async insert(ex: Executor, table: OfferTable, values: Record<string, string | number>): Promise<bigint> {
    const row = await ex.insertInto(table).values(values as never).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** False when the table has no row `id`. */
  async update(ex: Executor, table: OfferTable, id: number, values: Record<string, string | number>): Promise<boolean> {
    const done = await ex.updateTable(table).set(values as never).where('id', '=', BigInt(id)).executeTakeFirst();
    return done.numUpdatedRows === 1n;
  },
};
