import { sql, type Kysely } from 'kysely';

// Content (issue 10): news articles with their texts per language, the acceptance of the legal
// documents at registration, feedback messages, and the flag of the system traders the ranking
// shows. Articles keep Markdown; the server renders it to escaped HTML (engine/news/markdown.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_category_created').on('news').columns(['category_id', 'created_at']).execute();
  await db.schema
    .createTable('news_texts')
    .addColumn('news_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    /** Markdown, never HTML. */
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_texts_pk', ['news_id', 'lang'])
    .execute();
  await db.schema
    .createTable('terms_acceptances')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    /** The version of the terms, privacy notice and risk disclosure accepted together. */
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('terms_acceptances_pk', ['user_id', 'version'])
    .execute();
  // Auto-numbered ids differ by dialect: SQLite's rowid alias, PostgreSQL's bigserial.
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  const feedback = sqlite
    ? db.schema.createTable('feedback').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : db.schema.createTable('feedback').addColumn('id', sql`bigserial`, (c) => c.primaryKey());
  await feedback
    .addColumn('user_id', 'bigint')
    /** The client address (an IPv6 /64 as one), for the per-address limit. */
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_address_created').on('feedback').columns(['address', 'created_at']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('display_name').execute();
  await db.schema.alterTable('users').dropColumn('is_system').execute();
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('terms_acceptances').execute();
  await db.schema.dropTable('news_texts').execute();
  await db.schema.dropTable('news').execute();
}
