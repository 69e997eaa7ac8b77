import { sql, type Kysely } from 'kysely';

// Web push subscriptions (issue 20): one row per browser (its endpoint, unique), owned by one
// user, with the browser's keys, the kinds it opted into, the language its texts are written in,
// and the hash of the session that subscribed it (a logout of that device removes it).
export async function up(db: Kysely<any>): Promise<void> {
  // Auto-numbered ids differ by dialect: SQLite's rowid alias, PostgreSQL's bigserial.
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  const table = sqlite
    ? db.schema.createTable('push_subscriptions').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : db.schema.createTable('push_subscriptions').addColumn('id', sql`bigserial`, (c) => c.primaryKey());
  await table
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    /** The push service's URL for this browser (https; the test suite's service is http on loopback). */
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    /** Comma-separated kinds opted into (contract/push.ts PUSH_KINDS); '' for none. */
    .addColumn('kinds', 'text', (c) => c.notNull().defaultTo(''))
    /** The language code of the texts (the app's language when it subscribed or last changed kinds). */
    .addColumn('lang', 'text', (c) => c.notNull())
    /** SHA-256 of the session token that subscribed it (sessions.token_hash). */
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** When the push service last accepted a push for it; 0: never yet. */
    .addColumn('last_success_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').column('session_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
