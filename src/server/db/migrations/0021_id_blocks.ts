import { sql, type Kysely } from 'kysely';

// Ids for more than one process (issue 21 item 7). Order ids were a counter in memory seeded from
// max(id) at start, so two servers on one database would hand out the same id. Now each sequence
// has one row here holding the last id reserved by anyone; a process reserves a block of ids with
// one atomic UPDATE … RETURNING (db/id-block-repository.ts) and hands them out from memory.
// The row of 'orders' starts at the ids already used, so no new id meets an old row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('id_blocks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_id', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into id_blocks (name, last_id) select 'orders', coalesce(max(id), 0) from orders`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('id_blocks').execute();
}
