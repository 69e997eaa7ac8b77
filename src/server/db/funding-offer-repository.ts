import type { Selectable } from 'kysely';
import type { DepositAddressTable, WireChannelTable } from './schema.ts';
import type { Executor } from './wallet-repository.ts';

export type DepositAddressRow = Selectable<DepositAddressTable>;
export type WireChannelRow = Selectable<WireChannelTable>;

/** The columns of a payout currency the engine reads (funding/catalog.ts). */
const currencyColumns = ['id', 'type', 'code', 'protocol', 'fee_type', 'draw_rate', 'usd_price', 'precision', 'enabled'] as const;

/** The tables of what the operator offers users: deposit addresses, wire channels, payout currencies. */
export type OfferTable = 'deposit_addresses' | 'wire_channels' | 'draw_currencies';

/**
 * The SQL of what is offered: the operator's changes (operations/catalog.ts) and the users'
 * reads (engine/funding/catalog.ts). Rows are disabled rather than deleted, so past records
 * keep naming them.
 */
export const fundingOfferRepository = {
  list(ex: Executor, table: OfferTable): Promise<Record<string, unknown>[]> {
    return ex.selectFrom(table).selectAll().orderBy('sort').orderBy('id').execute();
  },

  /** The new row's id; `values` are checked by the caller against the table's columns. */
  async insert(ex: Executor, table: OfferTable, values: Record<string, string | number>): Promise<bigint> {
    const row = await ex
      .insertInto(table)
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** False when the table has no row `id`. */
  async update(ex: Executor, table: OfferTable, id: number, values: Record<string, string | number>): Promise<boolean> {
    const done = await ex
      .updateTable(table)
      .set(values as never)
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    return done.numUpdatedRows === 1n;
  },

  // What users read (funding/catalog.ts): enabled rows only, in the operator's order, except a
  // payout currency by id, which a bound account keeps naming after it is disabled.

  enabledDepositAddresses(ex: Executor) {
    return ex.selectFrom('deposit_addresses').select(['id', 'currency_code', 'protocol_code', 'address']).where('enabled', '=', 1n).orderBy('sort').orderBy('id').execute();
  },

  enabledWireChannels(ex: Executor) {
    return ex.selectFrom('wire_channels').select(['id', 'name', 'currency_code', 'detail']).where('enabled', '=', 1n).orderBy('sort').orderBy('id').execute();
  },

  enabledDepositAddress(ex: Executor, id: number): Promise<DepositAddressRow | undefined> {
    return ex.selectFrom('deposit_addresses').selectAll().where('id', '=', BigInt(id)).where('enabled', '=', 1n).executeTakeFirst();
  },

  /** Every open wire channel, unordered (the caller picks one, or refuses when there is none). */
  openWireChannels(ex: Executor): Promise<WireChannelRow[]> {
    return ex.selectFrom('wire_channels').selectAll().where('enabled', '=', 1n).execute();
  },

  enabledPayoutCurrencies(ex: Executor, type: number) {
    return ex.selectFrom('draw_currencies').select(currencyColumns).where('type', '=', BigInt(type)).where('enabled', '=', 1n).orderBy('sort').orderBy('id').execute();
  },

  payoutCurrency(ex: Executor, id: number) {
    return ex.selectFrom('draw_currencies').select(currencyColumns).where('id', '=', BigInt(id)).executeTakeFirst();
  },
};
