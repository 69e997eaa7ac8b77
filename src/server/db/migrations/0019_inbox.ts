import { sql, type Kysely } from 'kysely';

// The in-app inbox (issue 20): every notice the notify layer makes for a user, whether or not a
// device of theirs gets it pushed, the newest 100 per user (notify/inbox/). A row keeps the
// event's facts (JSON) rather than a text: the app reads it in whatever language it shows now.
export async function up(db: Kysely<any>): Promise<void> {
  // Auto-numbered ids differ by dialect: SQLite's rowid alias, PostgreSQL's bigserial.
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  const table = sqlite
    ? db.schema.createTable('inbox').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : db.schema.createTable('inbox').addColumn('id', sql`bigserial`, (c) => c.primaryKey());
  await table
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    /** The notice's id (notify/push/notices.ts): one event is kept once per user. */
    .addColumn('notice_id', 'text', (c) => c.notNull())
    /** contract/push.ts PUSH_KINDS. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The app screen a tap opens. */
    .addColumn('url', 'text', (c) => c.notNull())
    /** The notice event (events.ts NoticeEvent) as JSON: its text is written when read. */
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    /** When the user read it (ms); 0: unread. */
    .addColumn('read_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('inbox_user_notice', ['user_id', 'notice_id'])
    .execute();
  await db.schema.createIndex('inbox_user_id').on('inbox').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inbox').execute();
}
