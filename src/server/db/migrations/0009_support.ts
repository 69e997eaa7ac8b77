import { sql, type Kysely } from 'kysely';

// The support chat (issue 10 item 4): one thread per user, each message from the user or from a
// named operator, a text or the url of one of the user's own pictures. read_at is set when the
// other side has seen it: the user for operator replies, the operator for the user's messages.
export async function up(db: Kysely<any>): Promise<void> {
  // Auto-numbered ids differ by dialect: SQLite's rowid alias, PostgreSQL's bigserial.
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  const table = sqlite
    ? db.schema.createTable('support_messages').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : db.schema.createTable('support_messages').addColumn('id', sql`bigserial`, (c) => c.primaryKey());
  await table
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    /** 1 when an operator wrote it, 0 when the user did. */
    .addColumn('from_operator', 'integer', (c) => c.notNull())
    /** The operator's name for replies; '' for the user's messages. */
    .addColumn('operator', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    /** A picture url (/api/common/image/…) owned by the user, or ''. */
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema.createIndex('support_messages_user_id').on('support_messages').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('support_messages_unread').on('support_messages').columns(['from_operator', 'read_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_messages').execute();
}
