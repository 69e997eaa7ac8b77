import { sql, type Kysely } from 'kysely';

// Price alerts (issue 20 item 4): one row per alert, owned by one user, on one instrument. kind
// 'above'/'below' with a price, or 'rise'/'fall' with a percentage of the day's move; both in
// units of 10^-8 like every other quantity. An alert fires once: triggered_at and the bid that
// fired it are written, and the row stays for the list until deleted or edited (which clears them).
export async function up(db: Kysely<any>): Promise<void> {
  // Auto-numbered ids differ by dialect: SQLite's rowid alias, PostgreSQL's bigserial.
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  const table = sqlite
    ? db.schema.createTable('price_alerts').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : db.schema.createTable('price_alerts').addColumn('id', sql`bigserial`, (c) => c.primaryKey());
  await table
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('instrument_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('triggered_at', 'bigint')
    .addColumn('triggered_price', 'bigint')
    .execute();
  await db.schema.createIndex('price_alerts_user').on('price_alerts').column('user_id').execute();
  // The start loads the waiting alerts only.
  await db.schema.createIndex('price_alerts_waiting').on('price_alerts').column('triggered_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_alerts').execute();
}
