import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Auto-numbered ids differ by dialect: SQLite's rowid alias, PostgreSQL's bigserial.
async function withId(db: Kysely<unknown>, table: string): Promise<CreateTableBuilder<string, 'id'>> {
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  return sqlite ? db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()) : db.schema.createTable(table).addColumn('id', sql`bigserial`, (c) => c.primaryKey());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await (
    await withId(db, 'users')
  )
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('area_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('is_demo', 'bigint', (c) => c.notNull())
    .addColumn('demo_id', 'text', (c) => c.unique())
    .addColumn('credit_score', 'bigint', (c) => c.notNull())
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'bigint')
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('lock_balance', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone').on('users').columns(['area_code', 'phone']).unique().execute();

  await (
    await withId(db, 'sessions')
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked', 'bigint', (c) => c.notNull())
    .execute();

  await (
    await withId(db, 'ledger')
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_user').on('ledger').columns(['user_id', 'id']).execute();

  await (
    await withId(db, 'verification_codes')
  )
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'bigint', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull())
    .addColumn('used', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('codes_target').on('verification_codes').columns(['target', 'purpose', 'id']).execute();

  await (
    await withId(db, 'attempts')
  )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attempts_key').on('attempts').columns(['kind', 'key', 'at']).execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['captchas', 'attempts', 'verification_codes', 'ledger', 'sessions', 'users']) await db.schema.dropTable(t).execute();
}
