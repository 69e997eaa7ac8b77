import type { Kysely } from 'kysely';

// Leases of the cluster (issue 22): one row per job that one node at a time may do. Taking a
// lease raises its epoch; every write of the job checks the epoch inside its own transaction
// (fencing), so a node that lost the lease (paused, cut off) can never commit for it again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('epoch', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leases').execute();
}
