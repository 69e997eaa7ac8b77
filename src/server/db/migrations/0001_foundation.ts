import type { Kysely } from 'kysely';

// Dialect-neutral (SQLite and PostgreSQL): plain column types, no autoincrement here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('sort', 'bigint', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('instruments')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('show_code', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('categories.id'))
    .addColumn('price_precision', 'bigint', (c) => c.notNull())
    .addColumn('pip', 'text', (c) => c.notNull())
    .addColumn('min_lots', 'text', (c) => c.notNull())
    .addColumn('contract_size', 'text', (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('margin_mode', 'bigint', (c) => c.notNull())
    .addColumn('leverages', 'text', (c) => c.notNull())
    .addColumn('start_price', 'text', (c) => c.notNull())
    .addColumn('volatility', 'text', (c) => c.notNull())
    .addColumn('spread', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('sort', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('candles')
    .addColumn('instrument_id', 'bigint', (c) => c.notNull().references('instruments.id'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('open', 'bigint', (c) => c.notNull())
    .addColumn('high', 'bigint', (c) => c.notNull())
    .addColumn('low', 'bigint', (c) => c.notNull())
    .addColumn('close', 'bigint', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('candles_pk', ['instrument_id', 'period', 'time'])
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('area_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('global_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['candles', 'instruments', 'categories', 'site_settings', 'area_codes']) await db.schema.dropTable(t).execute();
}
