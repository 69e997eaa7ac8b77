import { sql, type Kysely } from 'kysely';

// The bytes of the pictures users send (issue 22): a cluster keeps them in the database every
// node reads, one row per stored picture (the uploads row names it). A single server keeps them
// as files in DATA_DIR/uploads and leaves this table empty.
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter.constructor.name === 'SqliteAdapter';
  await db.schema
    .createTable('picture_bytes')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('data', sqlite ? 'blob' : sql`bytea`, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('picture_bytes').execute();
}
