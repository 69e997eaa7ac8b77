import type { Kysely } from 'kysely';
import { instruments, maxLotsOf } from '../seed/instruments.ts';

// Orders and positions (issue 8). Prices, lots and money are integers in units of 10^-8, like
// every other amount (units.ts). The id is given by the trading engine before the row exists,
// so the fee leg of the same transaction can name its order. client_key is unique per user: a
// submit repeated with the same key finds the first order instead of opening a second.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('instrument_id', 'bigint', (c) => c.notNull())
    /** 1 buy, 2 sell. */
    .addColumn('side', 'integer', (c) => c.notNull())
    .addColumn('lots', 'bigint', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    /** 0 pending, 1 holding, 3 closed or cancelled. */
    .addColumn('status', 'integer', (c) => c.notNull())
    /** Pending only: 1 limit, 2 stop (which side of the price the target stood at placement). */
    .addColumn('pending_kind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('origin_price', 'bigint', (c) => c.notNull())
    .addColumn('target_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('open_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('close_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stop_loss', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('take_profit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('margin', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('profit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('close_reason', 'text', (c) => c.notNull().defaultTo(''))
    /** The holding a partial close was split from. */
    .addColumn('parent_id', 'bigint')
    .addColumn('client_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_client_key').on('orders').columns(['user_id', 'client_key']).unique().execute();
  // my_deal reads one user's orders of one status, newest first; the start loads statuses 0 and 1.
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_status').on('orders').column('status').execute();
  // The largest order a person may place, in lots (decimal string), per instrument.
  // A database seeded before this migration gets the seed's maximum by code; a fresh one when it is seeded.
  await db.schema
    .alterTable('instruments')
    .addColumn('max_lots', 'text', (c) => c.notNull().defaultTo('100'))
    .execute();
  for (const s of instruments)
    await db
      .updateTable('instruments')
      .set({ max_lots: maxLotsOf(s.code) })
      .where('code', '=', s.code)
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('instruments').dropColumn('max_lots').execute();
  await db.schema.dropTable('orders').execute();
}
