import { sql, type Kysely } from 'kysely';
import { SEED_COMPANIES } from '../seed/companies.ts';

// Provider mode (issue 10, SPEC.md section 1): the service providers the product search lists
// when the site runs as the main company (setting company_is_main). Rows are disabled rather than
// deleted, so a company id a browser keeps in its cookie never comes to mean another company.
export async function up(db: Kysely<any>): Promise<void> {
  // Auto-numbered ids differ by dialect: SQLite's rowid alias, PostgreSQL's bigserial.
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  const table = sqlite
    ? db.schema.createTable('companies').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : db.schema.createTable('companies').addColumn('id', sql`bigserial`, (c) => c.primaryKey());
  await table
    .addColumn('name', 'text', (c) => c.notNull())
    /** The main company the provider belongs to. */
    .addColumn('subject', 'text', (c) => c.notNull())
    /** An https address or a path under public/; empty: the app draws the initial. */
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('registered_address', 'text', (c) => c.notNull())
    /** The office address. */
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('companies_enabled_name').on('companies').columns(['enabled', 'name']).execute();
  await db
    .insertInto('companies')
    .values(SEED_COMPANIES.map((c) => ({ ...c, enabled: 1 })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('companies').execute();
}
